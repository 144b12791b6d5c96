// Waiting for the trigger-kept counters to catch up with the data: true once they equal a recount
// (statuses and months), false if they do not within the time given.
import { computeStats, readStats } from '../../functions/src/lib/dashboard/stats';
import { sleep } from './numbers';

export async function countersSettle(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [live, recount] = await Promise.all([readStats(), computeStats()]);
    if (JSON.stringify(live.statusCounts) === JSON.stringify(recount.statusCounts) && JSON.stringify(live.monthly) === JSON.stringify(recount.monthly)) return true;
    if (Date.now() >= deadline) {
      console.error(`The counters differ from a recount: kept ${JSON.stringify({ statusCounts: live.statusCounts, monthly: live.monthly })}, recounted ${JSON.stringify({ statusCounts: recount.statusCounts, monthly: recount.monthly })}`);
      return false;
    }
    await sleep(1000);
  }
}
