// GET /api/admin/reminders: who a reminder would reach before anything is sent: each reviewer with a
// review missing on a paper under review, and those papers.
import type { ReminderPreviewResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getReminderPreview(): Promise<ReminderPreviewResponse> {
  return callApi('reminderPreview');
}

export function useReminderPreview() {
  return useApiData(getReminderPreview);
}
