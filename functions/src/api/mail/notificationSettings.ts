// GET /api/admin/notificationsettings: the conference-wide Notifications switch.
import { handles } from '../../lib/http';
import { notificationsEnabled } from '../../lib/mail/outbox';

export const notificationSettings = handles('notificationSettings', async () => ({
  notifications: (await notificationsEnabled()) ? ('enabled' as const) : ('disabled' as const),
}));
