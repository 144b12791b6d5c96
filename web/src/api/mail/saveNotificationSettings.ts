
import type { NotificationSettings } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveNotificationSettings = () => useApiMutation('saveNotificationSettings', (json: NotificationSettings) => ({ json }));
