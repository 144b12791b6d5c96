// GET /api/admin/papers/{paperId}/reviews: a paper's reviewers with each review's state and scores, and
// the summary for the decision.
import { shownCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { loadPaper } from '../../lib/papers';
import { scoreReviews } from '../../lib/reviews/reviews';
import { readPaperReviews, readReviewSettings } from '../../lib/reviewStore';

export const paperReviews = handles('paperReviews', async ({ params }) => {
  const paper = await loadPaper(params.paperId ?? '');
  const [reviews, settings, calendar] = await Promise.all([readPaperReviews(paper), readReviewSettings(), shownCalendar()]);
  const { scores, summary } = scoreReviews(paper, reviews, calendar.reviewDeadline);
  return { reviewers: scores, summary, reviewersPerPaper: settings.reviewersPerPaper };
});
