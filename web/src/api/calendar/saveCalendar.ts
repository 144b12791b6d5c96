// PUT /api/admin/calendar: the whole calendar; 400 names the field it refuses. The history below the
// form is read again after a save.
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { calendarHistoryOptions } from './getCalendarHistory';

export const useSaveCalendar = () => useApiMutation('saveCalendar', (json: ApiBody<'saveCalendar'>) => ({ json }), [calendarHistoryOptions.queryKey]);
