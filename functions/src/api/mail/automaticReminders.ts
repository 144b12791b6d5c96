// GET /api/admin/reminders/automatic: the automatic reminders: on or off, how many days before a due
// date, and the last run with whom it reminded.
import { handles } from '../../lib/http';
import { readLastRun, readReminderSettings } from '../../lib/mail/automaticReminders';

export const automaticReminders = handles('automaticReminders', async () => {
  const [settings, lastRun] = await Promise.all([readReminderSettings(), readLastRun()]);
  return { ...settings, lastRun };
});
