// GET /api/admin/proceedings/crossref.xml: a Crossref deposit (doi_batch) of the conference, its
// proceedings and one conference_paper per paper, with DOIs from the chair's prefix.
import { Messages, organiserOf } from '@confsys/domain';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { crossrefXml } from '../../lib/proceedings/exports';
import { readVolume } from '../../lib/proceedings/records';
import { fileBase, sendText, records, crossrefTimestamp } from '../../lib/proceedings/volumeExports';

export const proceedingsCrossref = handles('proceedingsCrossref', async ({ res }) => {
  const volume = await readVolume();
  if (volume.settings.doiPrefix === '') throw conflict(Messages.noDoiPrefix);
  const timestamp = crossrefTimestamp(new Date());
  const xml = crossrefXml(records(volume), volume.facts, {
    batchId: `${fileBase()}-${timestamp}`,
    timestamp,
    depositorName: organiserOf(volume.identity),
    depositorEmail: volume.identity.contactEmail,
    registrant: volume.settings.publisher || volume.identity.university,
  });
  sendText(res, 'application/xml', `${fileBase()}-crossref.xml`, xml);
});
