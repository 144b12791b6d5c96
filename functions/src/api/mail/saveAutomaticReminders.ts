// PUT /api/admin/reminders/automatic: switches the automatic reminders on or off, and sets how many days
// before a due date the first one goes.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { recordAudit } from '../../lib/audit/audit';

export const saveAutomaticReminders = handles('saveAutomaticReminders', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.reminders)).data() ?? null;
    transaction.set(configDocs.reminders, body);
    recordAudit(transaction, caller, { action: 'reminders.settings', target: 'reminders', before, after: body });
  });
  return { success: true, message: Messages.reminderSettingsSaved(body.enabled, body.daysBefore) };
});
