// GET /api/admin/papercounts: how many papers a status (comma-separated) and search (q) match: all of
// them, those that need reviewers, those missing reviews, and those the similarity check flags.
import { handles } from '../../lib/http';
import { countPapers, paperListRequest } from '../../lib/submissions/paperIndex';
import { readReviewSettings } from '../../lib/reviewStore';

/** GET /api/admin/papercounts: the filter buttons' counts for a status and search (aggregations, no paper read). */
export const paperCounts = handles('paperCounts', async ({ query }) => {
  const { statuses, token } = paperListRequest(query);
  const { reviewersPerPaper } = await readReviewSettings();
  const [all, needsReviewers, reviewsMissing, flagged] = await Promise.all([
    countPapers({ statuses, token, show: null }, reviewersPerPaper),
    countPapers({ statuses, token, show: 'needs-reviewers' }, reviewersPerPaper),
    countPapers({ statuses, token, show: 'reviews-missing' }, reviewersPerPaper),
    countPapers({ statuses, token, show: 'flagged' }, reviewersPerPaper),
  ]);
  return { all, needsReviewers, reviewsMissing, flagged };
});
