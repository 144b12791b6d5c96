// GET /api/admin/reviewercomments: the chair's decision table: every paper with a reviewer, each review's
// state, recommendation, confidence and ratings, labelled in the order of assignment, and the summary
// (the overall scores' mean and spread, submitted and assigned counts).
import { ReviewStatus, type ReviewDoc, type ReviewerCommentView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { readReviewSettings, scoreReviews } from '../../lib/reviews';

export const reviewerComments = handles('reviewerComments', async () => {
  const [papers, reviews, settings] = await Promise.all([documents.papers.get(), documents.reviews.get(), readReviewSettings()]);
  const byPaper = new Map<string, ReviewDoc[]>();
  for (const doc of reviews.docs) {
    const review = doc.data();
    byPaper.set(review.paperId, [...(byPaper.get(review.paperId) ?? []), review]);
  }
  const rows: ReviewerCommentView[] = papers.docs
    .map((doc) => doc.data())
    .filter((paper) => paper.reviewers.length > 0 || byPaper.has(paper.paperId))
    .map((paper) => {
      const paperReviews = byPaper.get(paper.paperId) ?? [];
      const { scores, summary } = scoreReviews(paper, paperReviews);
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
  rows.sort((a, b) => a._id.localeCompare(b._id));
  return { reviewerComments: rows, reviewersPerPaper: settings.reviewersPerPaper };
});
