// GET /api/admin/calendar/history: the changes to the calendar, newest first, below the Calendar form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function getCalendarHistory(): Promise<ApiAnswer<'calendarHistory'>> {
  return callApi('calendarHistory');
}

export const calendarHistoryOptions = queryOptions({ queryKey: ['admin', 'calendarHistory'] as const, queryFn: getCalendarHistory });

export function useCalendarHistory() {
  return useQuery(calendarHistoryOptions);
}
