// PUT /api/admin/calendar: the whole calendar; 400 names the field it refuses. The history below the
// form is read again after a save.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiBody } from '../../lib/apiClient';
import { calendarHistoryOptions } from './getCalendarHistory';

export function saveCalendar(calendar: ApiBody<'saveCalendar'>): Promise<ApiAnswer<'saveCalendar'>> {
  return callApi('saveCalendar', { json: calendar });
}

export function useSaveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalendar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarHistoryOptions.queryKey });
    },
  });
}
