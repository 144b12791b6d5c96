// GET /api/public/accepted: the accepted papers as /publication lists them, from the calendar's
// notification date on, by the server's clock. Before it the list is empty whatever the statuses say
// (a decision is not public until the authors have been told). Titles and the authors' names,
// affiliations and countries: what the proceedings print, nothing more.
import { PaperStatus, isStatus, type PublicAcceptedPaper } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';

/** The stored spellings of the statuses listed (older papers may hold them in lower case). */
const listed = [PaperStatus.Accepted, PaperStatus.Published, PaperStatus.Accepted.toLowerCase(), PaperStatus.Published.toLowerCase()];

export const publicAccepted = handles('publicAccepted', async ({ res }) => {
  const calendar = await shownCalendar();
  const open = Date.now() >= Date.parse(calendar.notificationDate);
  let papers: PublicAcceptedPaper[] = [];
  if (open) {
    const manuscripts = await documents.manuscripts.where('status', 'in', listed).get();
    papers = manuscripts.docs
      .map((doc) => doc.data())
      .filter((manuscript) => isStatus(manuscript.status, PaperStatus.Accepted) || isStatus(manuscript.status, PaperStatus.Published))
      .map((manuscript) => ({
        paperId: manuscript.paperId,
        title: manuscript.title,
        authors: manuscript.authors.map((author) => ({ name: author.name, affiliation: author.organization, country: author.country })),
      }))
      .sort((a, b) => a.paperId.localeCompare(b.paperId));
  }
  res.set('Cache-Control', 'public, max-age=60');
  return { papers, from: calendar.notificationDate, open, timeZone: calendar.timeZone };
});
