// GET /api/public/accepted: the accepted papers as /publication lists them, from the calendar's
// notification date on, by the server's clock. Before it the list is empty whatever the statuses say
// (a decision is not public until the authors have been told). Titles and the authors' names,
// affiliations and countries: what the proceedings print (the metadata the authors confirmed, or the
// submission's until they do), nothing more. A page at a time from the stored layout of the volume
// (lib/proceedings/layout.ts) as last built, so a visitor's request reads a few documents whatever
// happened a moment before; the CDN keeps each page. `q` finds papers by ID, title or author.
import { searchWords } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { acceptedPage } from '../../lib/proceedings/layout';

export const publicAccepted = handles('publicAccepted', async ({ query, res }) => {
  const calendar = await shownCalendar();
  const open = Date.now() >= Date.parse(calendar.notificationDate);
  const page = Number(query.page ?? '1');
  const list = open ? await acceptedPage(page, searchWords(query.q ?? '')) : { papers: [], total: 0, pageCount: 0 };
  // Browsers keep it for a minute, Hosting's CDN for five (a decision shows within that); the closed list
  // only until the notification date, so no cache hands it out once the list has opened.
  const untilOpen = open ? Infinity : Math.max(0, Math.floor((Date.parse(calendar.notificationDate) - Date.now()) / 1000));
  res.set('Cache-Control', `public, max-age=${Math.min(60, untilOpen)}, s-maxage=${Math.min(300, untilOpen)}`);
  return { ...list, page, from: calendar.notificationDate, open, timeZone: calendar.timeZone };
});
