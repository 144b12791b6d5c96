// GET /api/public/accepted: the accepted papers as /publication lists them, from the calendar's
// notification date on, by the server's clock. Before it the list is empty whatever the statuses say
// (a decision is not public until the authors have been told). Titles and the authors' names,
// affiliations and countries: what the proceedings print (the metadata the authors confirmed, or the
// submission's until they do), nothing more.
import type { PublicAcceptedPaper } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { printedMetadata, readAcceptedPapers } from '../../lib/proceedings/records';

export const publicAccepted = handles('publicAccepted', async ({ res }) => {
  const calendar = await shownCalendar();
  const open = Date.now() >= Date.parse(calendar.notificationDate);
  let papers: PublicAcceptedPaper[] = [];
  if (open) {
    papers = (await readAcceptedPapers())
      .map(({ manuscript, proceedings }) => {
        const printed = printedMetadata(manuscript, proceedings);
        return { paperId: manuscript.paperId, title: printed.title, authors: printed.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country })) };
      })
      .sort((a, b) => a.paperId.localeCompare(b.paperId));
  }
  res.set('Cache-Control', 'public, max-age=60');
  return { papers, from: calendar.notificationDate, open, timeZone: calendar.timeZone };
});
