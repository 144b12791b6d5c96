// GET /api/public/calendar: the stored calendar (null before the chair sets one), for the Settings
// screen's Calendar form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export function getCalendar(): Promise<ApiAnswer<'publicCalendar'>> {
  return callApi('publicCalendar');
}

export const calendarOptions = queryOptions({ queryKey: ['admin', 'calendar'] as const, queryFn: getCalendar });

export function useCalendar() {
  return useQuery({ ...calendarOptions, ...readOnEachOpen });
}
