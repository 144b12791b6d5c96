// Waiting for the trigger-kept counters to catch up with the data: true once they equal a recount
// (statuses and months), false if they do not within the time given.
import { isDeepStrictEqual } from 'node:util';
import { computeStats, readStats } from '../../functions/src/lib/dashboard/stats';
import { sleep } from './numbers';

export async function countersSettle(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [live, recount] = await Promise.all([readStats(), computeStats()]);
    // Equal counts, whatever order the months and statuses were added in (the shards' sum keeps the order it met them).
    if (isDeepStrictEqual(live.statusCounts, recount.statusCounts) && isDeepStrictEqual(live.monthly, recount.monthly)) return true;
    if (Date.now() >= deadline) {
      console.error(`The counters differ from a recount: kept ${JSON.stringify({ statusCounts: live.statusCounts, monthly: live.monthly })}, recounted ${JSON.stringify({ statusCounts: recount.statusCounts, monthly: recount.monthly })}`);
      return false;
    }
    await sleep(1000);
  }
}
