// GET /api/admin/statuscounts: papers per status.
import { paperStatuses, statusLabel } from '@confsys/domain';
import { handles } from '../../lib/http';
import { readStats } from '../../lib/dashboard/stats';

/** Papers per status, keyed by the status as it reads (Submitted, Under Review, Accepted, ...). */
export const statusCounts = handles('statusCounts', async () => {
  const stats = await readStats();
  return { counts: Object.fromEntries(paperStatuses.map((status) => [statusLabel(status), stats.statusCounts[status] ?? 0])) };
});
