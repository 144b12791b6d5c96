// GET /api/public/calendar: the conference calendar: its time zone and every date, as instants.
import { handles } from '../../lib/http';
import { readCalendar } from '../../lib/calendar/calendar';
import { publicMaxAge } from '../../lib/calendar/calendarHistory';

export const publicCalendar = handles('publicCalendar', async ({ res }) => {
  res.set('Cache-Control', `public, max-age=${publicMaxAge}, s-maxage=${publicMaxAge}`);
  return { calendar: await readCalendar() };
});
