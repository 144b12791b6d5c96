// POST /api/admin/notificationsettings: turns the notification messages on or off for the whole
// conference; the answer says what is sent now.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NotificationSettings } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function saveNotificationSettings(settings: NotificationSettings): Promise<MessageResponse> {
  return callApi('saveNotificationSettings', { json: settings });
}

export function useSaveNotificationSettings() {
  return useMutation({ mutationFn: saveNotificationSettings });
}
