// The retention run's schedule: daily, in production by Cloud Scheduler. Under npm start the emulator suite
// has no scheduler, so scripts/scheduler.ts runs the same function body on a timer.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { retentionScheduleOptions } from '../lib/deployment';
import { runRetention } from '../lib/privacy/retention';
import { inCurrentEdition } from '../lib/editions/editions';

export const eraseExpiredData = onSchedule({ ...retentionScheduleOptions }, async () => {
  await inCurrentEdition(() => runRetention());
});
