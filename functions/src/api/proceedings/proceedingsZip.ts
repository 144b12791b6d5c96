// GET /api/admin/proceedings/camera-ready.zip: a ZIP of every camera-ready PDF named by paper ID, the
// signed copyright forms, and the volume's index.html.
import { handles } from '../../lib/http';
import { ceurIndexHtml } from '../../lib/proceedings/exports';
import { readVolume } from '../../lib/proceedings/records';
import { writeZip, type ZipEntry } from '../../lib/proceedings/zip';
import { storedBytes, stream, fileBase, records } from '../../lib/proceedings/volumeExports';

export const proceedingsZip = handles('proceedingsZip', async ({ res }) => {
  const volume = await readVolume();
  const index = Buffer.from(ceurIndexHtml(records(volume), volume.facts));
  const entries: ZipEntry[] = [{ name: 'index.html', read: async () => index, store: false }];
  for (const entry of volume.entries) {
    const kept = entry.proceedings;
    if (kept?.cameraReady) entries.push({ name: `${entry.record.paperId}.pdf`, read: () => storedBytes(kept.cameraReady!.storePath), store: true });
    if (kept?.copyright) entries.push({ name: `copyright/${entry.record.paperId}-copyright.pdf`, read: () => storedBytes(kept.copyright!.storePath), store: true });
  }
  await stream(res, 'application/zip', `${fileBase()}-camera-ready.zip`, (sink) => writeZip(entries, sink, new Date(volume.calendar.conferenceStart)));
});
