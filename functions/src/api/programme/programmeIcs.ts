// GET /api/public/programme.ics: the whole programme as an iCalendar file (RFC 5545): one event per
// session with its time zone, a UID that stays the same, and a sequence that grows with each change.
import { handles } from '../../lib/http';
import { calendarFile, sendCalendar } from '../../lib/programme/programme';

export const programmeIcs = handles('programmeIcs', async ({ res }) => {
  const { file } = await calendarFile(null);
  sendCalendar(res, file.toString(), 'programme.ics');
});
