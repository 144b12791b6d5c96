// POST /api/admin/reminders: queues a reminder to each of the previewed reviewers who still has a review
// missing; the answer says how many were queued.
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

export type SendRemindersResponse = ApiAnswer<'sendReminders'>;

export const useSendReminders = () => useApiMutation('sendReminders', (reviewerIds: readonly string[]) => ({ json: { reviewerIds: [...reviewerIds] } }));
