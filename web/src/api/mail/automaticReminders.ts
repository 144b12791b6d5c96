// GET /api/admin/reminders/automatic: the automatic reminders' settings and their last run (whom it
// reminded); PUT switches them on or off and sets the days before a due date. After a save the section
// reads them again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomaticRemindersAnswer, MessageAnswer, ReminderSettings } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export function getAutomaticReminders(): Promise<AutomaticRemindersAnswer> {
  return callApi('automaticReminders');
}

export const automaticRemindersOptions = queryOptions({ queryKey: ['admin', 'automaticReminders'] as const, queryFn: getAutomaticReminders });

export function useAutomaticReminders() {
  return useQuery({ ...automaticRemindersOptions, ...readOnEachOpen });
}

export function saveAutomaticReminders(settings: ReminderSettings): Promise<MessageAnswer> {
  return callApi('saveAutomaticReminders', { json: settings });
}

export function useSaveAutomaticReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutomaticReminders,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: automaticRemindersOptions.queryKey }),
  });
}
