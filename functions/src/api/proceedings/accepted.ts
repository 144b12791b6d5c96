// GET /api/public/accepted: the accepted papers as /publication lists them, from the calendar's
// notification date on, by the server's clock. Before it the list is empty whatever the statuses say
// (a decision is not public until the authors have been told). Titles and the authors' names,
// affiliations and countries: what the proceedings print (the metadata the authors confirmed, or the
// submission's until they do), nothing more.
import type { PublicAcceptedPaper } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar';
import { documents, readAll } from '../../lib/documents';
import { handles } from '../../lib/http';
import { acceptedSpellings, isAccepted, printedMetadata } from '../../lib/proceedings/records';

export const publicAccepted = handles('publicAccepted', async ({ res }) => {
  const calendar = await shownCalendar();
  const open = Date.now() >= Date.parse(calendar.notificationDate);
  let papers: PublicAcceptedPaper[] = [];
  if (open) {
    const manuscripts = (await documents.manuscripts.where('status', 'in', acceptedSpellings).get()).docs.map((doc) => doc.data()).filter((manuscript) => isAccepted(manuscript.status));
    const kept = await readAll(manuscripts.map((manuscript) => documents.proceedings.doc(manuscript.paperId)));
    papers = manuscripts
      .map((manuscript, index) => {
        const printed = printedMetadata(manuscript, kept[index] ?? null);
        return { paperId: manuscript.paperId, title: printed.title, authors: printed.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country })) };
      })
      .sort((a, b) => a.paperId.localeCompare(b.paperId));
  }
  res.set('Cache-Control', 'public, max-age=60');
  return { papers, from: calendar.notificationDate, open, timeZone: calendar.timeZone };
});
