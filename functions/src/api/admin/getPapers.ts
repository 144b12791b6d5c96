// GET /api/admin/getpapers: one page of papers for the admin's grids (Paper Management, Publication,
// the dashboard's recent papers): each with its reviewers (and each review's state) and authors, in the
// order, filters and search asked for; the cursor of the next page and how many papers match. The
// answer never holds more than the page size (100). The filter buttons' counts are a request of their
// own (paperCounts), so the first rows never wait for them.
import { Messages, requiresRegisteredAuthor, type AdminPaperView } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar';
import { handles } from '../../lib/http';
import { configDocs, readAll } from '../../lib/documents';
import { countPapers, paperListRequest, readPaperPage } from '../../lib/paperIndex';
import { manuscriptRef } from '../../lib/papers';
import { readReviewSettings, reviewDue, reviewState } from '../../lib/reviews';

export const getPapers = handles('getPapers', async ({ query }) => {
  const [page, calendar, fees] = await Promise.all([readPaperPage(query), shownCalendar(), configDocs.fees.get()]);
  const needsRegistration = requiresRegisteredAuthor(fees.data());
  const manuscripts = await readAll(page.papers.map((paper) => manuscriptRef(paper.paperId)));
  const now = Date.now();
  const papers: AdminPaperView[] = page.papers.map((paper, position) => ({
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    reviewers: paper.reviewers.map((assignment) => {
      const review = page.reviews.get(paper.paperId)?.find((candidate) => candidate.reviewerId === assignment.reviewerId);
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

/** GET /api/admin/papercounts: the filter buttons' counts for a status and search (aggregations, no paper read). */
export const paperCounts = handles('paperCounts', async ({ query }) => {
  const { statuses, token } = paperListRequest(query);
  const { reviewersPerPaper } = await readReviewSettings();
  const [all, needsReviewers, reviewsMissing] = await Promise.all([
    countPapers({ statuses, token, show: null }, reviewersPerPaper),
    countPapers({ statuses, token, show: 'needs-reviewers' }, reviewersPerPaper),
    countPapers({ statuses, token, show: 'reviews-missing' }, reviewersPerPaper),
  ]);
  return { all, needsReviewers, reviewsMissing };
});
