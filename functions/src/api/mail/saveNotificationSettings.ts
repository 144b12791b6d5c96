// POST /api/admin/notificationsettings: turns the notification messages on or off for everyone (receipts
// and account messages always go).
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { recordAudit } from '../../lib/audit/audit';

export const saveNotificationSettings = handles('saveNotificationSettings', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.notifications)).data() ?? null;
    transaction.set(configDocs.notifications, body);
    recordAudit(transaction, caller, { action: 'settings.notifications', target: 'settings', before, after: body });
  });
  return { success: true, message: Messages.notificationSettingsSaved(body.notifications === 'enabled') };
});
