// GET /api/admin/reminders: who a reminder would reach before anything is sent: each reviewer with a
// review missing on a paper under review, and those papers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderPreviewAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export function getReminderPreview(): Promise<ReminderPreviewAnswer> {
  return callApi('reminderPreview');
}

export const reminderPreviewOptions = queryOptions({ queryKey: ['admin', 'reminderPreview'] as const, queryFn: getReminderPreview });

/** Read each time the dialog opens: the reminders sent are exactly the ones previewed. */
export function useReminderPreview() {
  return useQuery({ ...reminderPreviewOptions, ...readOnEachOpen });
}
