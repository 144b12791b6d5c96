// GET /api/admin/notificationsettings: the conference-wide Notifications switch, for the Settings
// screen's System form.
import type { NotificationSettings } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return callApi('notificationSettings');
}

export function useNotificationSettings() {
  return useApiData(getNotificationSettings);
}
