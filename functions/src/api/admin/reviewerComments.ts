// GET /api/admin/reviewercomments: one page of the chair's decision table: the papers with a reviewer
// or a review, each review's state, recommendation, confidence and ratings, labelled in the order of
// assignment, and the summary (the overall scores' mean and spread, submitted and assigned counts).
// The same paging, order, status filter and search as getpapers; at most 100 rows.
import { ReviewStatus, type ReviewerCommentView } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar';
import { handles } from '../../lib/http';
import { readPaperPage } from '../../lib/paperIndex';
import { scoreReviews } from '../../lib/reviews';

export const reviewerComments = handles('reviewerComments', async ({ query }) => {
  const [page, calendar] = await Promise.all([readPaperPage(query, 'in-review'), shownCalendar()]);
  const reviewerComments: ReviewerCommentView[] = page.papers.map((paper) => {
    const paperReviews = page.reviews.get(paper.paperId) ?? [];
    const { scores, summary } = scoreReviews(paper, paperReviews, calendar.reviewDeadline);
    const sent = paperReviews.some((review) => review.status === ReviewStatus.Published);
    return {
      _id: paper.paperId,
      paperTitle: paper.title,
      reviewerName: paper.reviewers.length > 0 ? paper.reviewers.map((assignment) => assignment.name).join('; ') : null,
      status: paper.status,
      pdfPath: paper.reviewPdfPath,
      reviewStatus: sent ? ReviewStatus.Published : summary.submitted > 0 ? ReviewStatus.Submitted : null,
      reviews: scores,
      summary,
    };
  });
  return { reviewerComments, next: page.next, total: page.total, reviewersPerPaper: page.reviewersPerPaper };
});
