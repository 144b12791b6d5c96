// The conference calendar: GET /api/public/calendar (the stored calendar, or null before the chair sets
// one), PUT /api/admin/calendar (the whole calendar; 400 names the field it refuses) and
// GET /api/admin/calendar/history (its changes, newest first), for the Settings screen's Calendar form.
import type { CalendarInput } from '../utils/calendar';
import { callApi, type ApiAnswer } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getCalendar(): Promise<ApiAnswer<'publicCalendar'>> {
  return callApi('publicCalendar');
}

export function useCalendar() {
  return useApiData(getCalendar);
}

export function saveCalendar(calendar: CalendarInput): Promise<ApiAnswer<'saveCalendar'>> {
  return callApi('saveCalendar', { json: calendar });
}

export function getCalendarHistory(): Promise<ApiAnswer<'calendarHistory'>> {
  return callApi('calendarHistory');
}

export function useCalendarHistory() {
  return useApiData(getCalendarHistory);
}
