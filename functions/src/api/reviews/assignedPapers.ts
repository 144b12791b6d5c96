// GET /api/reviewers/assignedpapers?email=: the papers assigned to the caller's own (verified) email,
// each with the state of the caller's own review and the similarity check's figure. Nothing about the
// paper's other reviewers, nor about what the check matched.
import { Messages } from '@confsys/domain';
import { normaliseEmail } from '../../lib/accounts/accounts';
import { forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { assignedPaperViews } from '../../lib/reviews/reviews';

export const assignedPapers = handles('assignedPapers', async ({ query, caller }) => {
  const email = normaliseEmail(query.email ?? '');
  if (email !== caller.email) throw forbidden(Messages.ownEmailOnly);
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  return { papers: await assignedPaperViews(email) };
});
