// GET /api/admin/notificationsettings: the conference-wide Notifications switch, for the Settings
// screen's System form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return callApi('notificationSettings');
}

export const notificationSettingsOptions = queryOptions({ queryKey: ['admin', 'notificationSettings'] as const, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery({ ...notificationSettingsOptions, ...readOnEachOpen });
}
