// GET /api/reviewers/assignedpapers?email=: the papers assigned to the caller's own (verified) email,
// each with the state of the caller's own review. Nothing about the paper's other reviewers.
import { Messages, type AssignedPaperView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { normaliseEmail } from '../../lib/accounts';
import { forbidden } from '../../lib/errors';
import { shownCalendar } from '../../lib/calendar';
import { handles } from '../../lib/http';
import { reviewDue, reviewState } from '../../lib/reviews';

export const assignedPapers = handles('assignedPapers', async ({ query, caller }) => {
  const email = normaliseEmail(query.email ?? '');
  if (email !== caller.email) throw forbidden(Messages.ownEmailOnly);
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  const [assigned, own, calendar] = await Promise.all([
    documents.papers.where('reviewerEmails', 'array-contains', email).get(),
    documents.reviews.where('reviewerEmail', '==', email).get(),
    shownCalendar(),
  ]);
  const now = Date.now();
  const ownReviews = new Map(own.docs.map((doc) => [doc.data().paperId, doc.data()]));
  const papers: AssignedPaperView[] = assigned.docs.map((doc) => {
    const paper = doc.data();
    const review = ownReviews.get(paper.paperId);
    const assignment = paper.reviewers.find((candidate) => candidate.email === email);
    return { paperId: paper.paperId, title: paper.title, status: paper.status, fileUrl: paper.manuscriptPath, reviewState: reviewState(review), ...reviewDue(assignment, review, calendar.reviewDeadline, now) };
  });
  papers.sort((a, b) => a.paperId.localeCompare(b.paperId));
  return { papers };
});
