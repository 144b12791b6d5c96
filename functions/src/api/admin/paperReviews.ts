// GET /api/admin/papers/{paperId}/reviews: a paper's reviewers with each review's state and scores, and
// the summary for the decision.
import { handles } from '../../lib/http';
import { loadPaper } from '../../lib/papers';
import { readPaperReviews, readReviewSettings, scoreReviews } from '../../lib/reviews';

export const paperReviews = handles('paperReviews', async ({ params }) => {
  const paper = await loadPaper(params.paperId ?? '');
  const [reviews, settings] = await Promise.all([readPaperReviews(paper), readReviewSettings()]);
  const { scores, summary } = scoreReviews(paper, reviews);
  return { reviewers: scores, summary, reviewersPerPaper: settings.reviewersPerPaper };
});
