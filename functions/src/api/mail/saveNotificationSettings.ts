// POST /api/admin/notificationsettings: turns the notification messages on or off for everyone (receipts
// and account messages always go).
import { Messages } from '@confsys/domain';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { replaceSettings } from '../../lib/audit/audit';

export const saveNotificationSettings = handles('saveNotificationSettings', async ({ body, caller }) => {
  await replaceSettings(configDocs.notifications, body, caller, { action: 'settings.notifications', target: 'settings' });
  return { success: true, message: Messages.notificationSettingsSaved(body.notifications === 'enabled') };
});
