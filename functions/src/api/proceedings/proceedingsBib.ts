// GET /api/admin/proceedings/papers.bib: the papers of the volume as BibTeX: one @inproceedings per paper
// with its pages.
import { handles } from '../../lib/http';
import { papersBibtex } from '../../lib/proceedings/exports';
import { readVolume } from '../../lib/proceedings/records';
import { fileBase, sendText, records } from '../../lib/proceedings/volumeExports';

export const proceedingsBib = handles('proceedingsBib', async ({ res }) => {
  const volume = await readVolume();
  sendText(res, 'application/x-bibtex', `${fileBase()}-papers.bib`, papersBibtex(records(volume), volume.facts));
});
