// POST /api/admin/reminders: queues a reminder to each of the previewed reviewers who still has a review
// missing; the answer says how many were queued.
import type { ApiAnswer } from '../../lib/apiClient';
import { callApi } from '../../lib/apiClient';

export type SendRemindersResponse = ApiAnswer<'sendReminders'>;

export function sendReminders(reviewerIds: readonly string[]): Promise<SendRemindersResponse> {
  return callApi('sendReminders', { json: { reviewerIds: [...reviewerIds] } });
}
