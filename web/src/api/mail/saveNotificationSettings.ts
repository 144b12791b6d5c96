// POST /api/admin/notificationsettings: turns the notification messages on or off for the whole
// conference; the answer says what is sent now.
import type { NotificationSettings } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveNotificationSettings = () => useApiMutation('saveNotificationSettings', (json: NotificationSettings) => ({ json }));
