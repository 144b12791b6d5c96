// GET /api/admin/proceedings/ceur-index.html: a CEUR-WS style index.html: the table of contents linking
// each paper's PDF.
import { handles } from '../../lib/http';
import { ceurIndexHtml } from '../../lib/proceedings/exports';
import { readVolume } from '../../lib/proceedings/records';
import { sendText, records } from '../../lib/proceedings/volumeExports';

export const proceedingsCeur = handles('proceedingsCeur', async ({ res }) => {
  const volume = await readVolume();
  sendText(res, 'text/html', 'index.html', ceurIndexHtml(records(volume), volume.facts));
});
