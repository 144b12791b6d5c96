// PUT /api/admin/reminders/automatic: switches the automatic reminders on or off, and sets how many days
// before a due date the first one goes.
import { Messages } from '@confsys/domain';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { replaceSettings } from '../../lib/audit/audit';

export const saveAutomaticReminders = handles('saveAutomaticReminders', async ({ body, caller }) => {
  await replaceSettings(configDocs.reminders, body, caller, { action: 'reminders.settings', target: 'reminders' });
  return { success: true, message: Messages.reminderSettingsSaved(body.enabled, body.daysBefore) };
});
