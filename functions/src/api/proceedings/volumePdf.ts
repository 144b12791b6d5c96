// GET /api/proceedings/volume.pdf: the proceedings volume: cover, organising committee, preface, table of
// contents with pages and authors, every camera-ready paper with running page numbers, and an index of
// authors.
import { Messages, conferenceDaysOf } from '@confsys/domain';
import { conflict, forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { writeVolume, type VolumePaper } from '../../lib/pdf/volume';
import { isRegisteredParticipant, readVolume } from '../../lib/proceedings/records';
import { printed, storedBytes, authorIndex, stream, fileBase } from '../../lib/proceedings/volumeExports';

export const volumePdf = handles('volumePdf', async ({ res, caller }) => {
  if (!(await isRegisteredParticipant(caller))) throw forbidden(Messages.volumeForParticipants);
  const volume = await readVolume();
  const entries = printed(volume);
  if (entries.length === 0) throw conflict(Messages.volumeEmpty);
  const papers: VolumePaper[] = entries.map((entry) => ({
    paperId: entry.record.paperId,
    title: entry.record.title,
    authors: entry.record.authors.map((author) => author.name),
    firstPage: entry.record.firstPage!,
    pages: entry.record.pages!,
    read: () => storedBytes(entry.proceedings!.cameraReady!.storePath),
  }));
  const input = { facts: volume.facts, committee: volume.identity.committee, days: conferenceDaysOf(volume.calendar), preface: volume.settings.preface, papers, authorIndex: authorIndex(volume) };
  await stream(res, 'application/pdf', `${fileBase()}-proceedings.pdf`, async (sink) => {
    await writeVolume(input, sink);
  });
});
