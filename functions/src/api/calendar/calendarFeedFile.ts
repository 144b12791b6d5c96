// GET /api/calendar-feeds/:token/due-dates.ics: a reviewer's due dates as an iCalendar feed (RFC 5545),
// for calendar applications (lib/reviews/dueDatesFeed.ts).
import { handles } from '../../lib/http';
import { dueDatesFeed } from '../../lib/reviews/dueDatesFeed';
import { sendFile } from '../../lib/sendFile';

export const calendarFeedFile = handles('calendarFeedFile', async ({ params, res }) => {
  const feed = await dueDatesFeed(params.token ?? '');
  sendFile(res, { bytes: Buffer.from(feed, 'utf8'), contentType: 'text/calendar; charset=utf-8' }, 'due-dates.ics', 'inline');
});
