// GET /api/admin/getpapers: one page of papers with their reviewers and authors: pageSize (at most 100),
// after (the last paper ID of the previous page), sort (paperId or title), order, status (comma-
// separated), show (needs-reviewers, reviews-missing, in-review), q (a paper ID, title word or author
// name).
import { Messages, requiresRegisteredAuthor, type AdminPaperView } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { configDocs, readAll } from '../../lib/documents';
import { readPaperPage } from '../../lib/submissions/paperIndex';
import { manuscriptRef } from '../../lib/papers';
import { reviewDue } from '../../lib/reviews/reviews';
import { assignmentReviewsOf, reviewState } from '../../lib/reviewStore';

export const getPapers = handles('getPapers', async ({ query }) => {
  const [page, calendar, fees] = await Promise.all([readPaperPage(query), shownCalendar(), configDocs.fees.get()]);
  const needsRegistration = requiresRegisteredAuthor(fees.data());
  // Each row's reviews as its paper records them: no review is read (but on papers from before the record).
  const [manuscripts, reviewOf] = await Promise.all([readAll(page.papers.map((paper) => manuscriptRef(paper.paperId))), assignmentReviewsOf(page.papers)]);
  const now = Date.now();
  const papers: AdminPaperView[] = page.papers.map((paper, position) => ({
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    reviewers: paper.reviewers.map((assignment) => {
      const review = reviewOf(paper, assignment);
      return { reviewerId: assignment.reviewerId, name: assignment.name, state: reviewState(review), ...reviewDue(assignment, review, calendar.reviewDeadline, now) };
    }),
    submittedReviews: paper.submittedReviews,
    authors: manuscripts[position]?.authors ?? [],
    submissionDate: paper.submissionDate,
    fileUrl: paper.manuscriptPath,
    reviewPdfPath: paper.reviewPdfPath,
    publishBlocked: needsRegistration && !paper.registeredAuthor ? Messages.publishNeedsRegistration(paper.paperId) : null,
  }));
  return { papers, next: page.next, total: page.total, reviewersPerPaper: page.reviewersPerPaper };
});
