// GET /api/reviewers/assignedpapers?email=: the papers assigned to the caller's own (verified) email.
import { Messages, type AssignedPaperView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { normaliseEmail } from '../../lib/accounts';
import { forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';

export const assignedPapers = handles('assignedPapers', async ({ query, caller }) => {
  const email = normaliseEmail(query.email ?? '');
  if (email !== caller.email) throw forbidden(Messages.ownEmailOnly);
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  const snapshot = await documents.papers.where('reviewerEmail', '==', email).get();
  const papers: AssignedPaperView[] = snapshot.docs.map((doc) => {
    const paper = doc.data();
    return { paperId: paper.paperId, title: paper.title, status: paper.status, fileUrl: paper.manuscriptPath };
  });
  papers.sort((a, b) => a.paperId.localeCompare(b.paperId));
  return { papers };
});
