// The automatic reminders' schedule: every hour, in production by Cloud Scheduler. Under npm start the
// emulator suite has no scheduler, so scripts/scheduler.ts runs the same function body on a timer.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runAutomaticReminders } from '../lib/mail/automaticReminders';

export const remindReviewers = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC', retryCount: 0 }, async () => {
  await runAutomaticReminders();
});
