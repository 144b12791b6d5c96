// GET /api/admin/monthlystats: submissions per month.
import { handles } from '../../lib/http';
import { readStats } from '../../lib/dashboard/stats';

/** Months in order; `month` is the month's number as the spec's chart labels it ('Month {n}'). */
export const monthlyStats = handles('monthlyStats', async () => {
  const stats = await readStats();
  const entries = Object.entries(stats.monthly)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return { stats: entries.map(([key, count]) => ({ month: Number(key.slice(5, 7)), year: Number(key.slice(0, 4)), count })) };
});
