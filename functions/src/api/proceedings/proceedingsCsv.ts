// GET /api/admin/proceedings/papers.csv: the papers of the volume as CSV: ID, title, authors in order
// with affiliations and ORCID iDs, pages, keywords, DOI.
import { handles } from '../../lib/http';
import { papersCsv } from '../../lib/proceedings/exports';
import { readVolume } from '../../lib/proceedings/records';
import { fileBase, sendText, records } from '../../lib/proceedings/volumeExports';

export const proceedingsCsv = handles('proceedingsCsv', async ({ res }) => {
  sendText(res, 'text/csv', `${fileBase()}-papers.csv`, papersCsv(records(await readVolume())));
});
