// The dashboard's figures, read from the aggregate document (one read, whatever the number of papers):
// GET /api/admin/dashboardcounts, /api/admin/monthlystats and /api/admin/statuscounts.
import { paperStatuses, publishedCount, statusLabel } from '@confsys/domain';
import { handles } from '../../lib/http';
import { readStats } from '../../lib/stats';

export const dashboardCounts = handles('dashboardCounts', async () => {
  const stats = await readStats();
  return { reviewers: stats.reviewers, authors: stats.authors, published: publishedCount(stats) };
});

/** Months in order; `month` is the month's number as the spec's chart labels it ('Month {n}'). */
export const monthlyStats = handles('monthlyStats', async () => {
  const stats = await readStats();
  const entries = Object.entries(stats.monthly)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return { stats: entries.map(([key, count]) => ({ month: Number(key.slice(5, 7)), year: Number(key.slice(0, 4)), count })) };
});

/** Papers per status, keyed by the status as it reads (Submitted, Under Review, Accepted, ...). */
export const statusCounts = handles('statusCounts', async () => {
  const stats = await readStats();
  return { counts: Object.fromEntries(paperStatuses.map((status) => [statusLabel(status), stats.statusCounts[status] ?? 0])) };
});
