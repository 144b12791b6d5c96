// GET /api/admin/dashboardcounts: reviewers, authors and published papers.
import { publishedCount } from '@confsys/domain';
import { handles } from '../../lib/http';
import { readStats } from '../../lib/dashboard/stats';

export const dashboardCounts = handles('dashboardCounts', async () => {
  const stats = await readStats();
  return { reviewers: stats.reviewers, authors: stats.authors, published: publishedCount(stats) };
});
