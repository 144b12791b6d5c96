// The automatic reminders' schedule: every hour, in production by Cloud Scheduler. Under npm start the
// emulator suite has no scheduler, so scripts/scheduler.ts runs the same function body on a timer. The
// same run reminds the committee's invitees who have not answered (config/reminders' invitationDays).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { reminderScheduleOptions } from '../lib/deployment';
import { runScheduledReminders } from '../lib/mail/automaticReminders';
import { inCurrentEdition } from '../lib/editions/editions';

export const remindReviewers = onSchedule({ ...reminderScheduleOptions }, async () => {
  await inCurrentEdition(() => runScheduledReminders());
});
