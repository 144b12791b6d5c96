// GET /api/reviewers/assignedpapers?email=: the papers assigned to the caller's own (verified) email,
// each with the state of the caller's own review. Nothing about the paper's other reviewers.
import { comparePaperIds, Messages, type AssignedPaperView } from '@confsys/domain';
import { normaliseEmail } from '../../lib/accounts/accounts';
import { forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { reviewerAssignments } from '../../lib/reviews/reviews';
import { reviewState } from '../../lib/reviewStore';

export const assignedPapers = handles('assignedPapers', async ({ query, caller }) => {
  const email = normaliseEmail(query.email ?? '');
  if (email !== caller.email) throw forbidden(Messages.ownEmailOnly);
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  const papers: AssignedPaperView[] = (await reviewerAssignments(email)).map(({ paper, review, dueAt, timing }) => ({
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    fileUrl: paper.manuscriptPath,
    reviewState: reviewState(review),
    dueAt,
    timing,
  }));
  papers.sort((a, b) => comparePaperIds(a.paperId, b.paperId));
  return { papers };
});
