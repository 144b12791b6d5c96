// GET /api/public/calendar: the conference calendar: its time zone and every date, as instants.
import { cachedForAMinute, handles } from '../../lib/http';
import { readCalendar } from '../../lib/calendar/calendar';

export const publicCalendar = handles('publicCalendar', async ({ res }) => {
  cachedForAMinute(res);
  return { calendar: await readCalendar() };
});
