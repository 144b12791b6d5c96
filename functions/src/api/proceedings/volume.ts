// The proceedings as files. GET /api/proceedings/volume.pdf: the volume, for admins and registered
// participants, written as it is sent. The chair's exports, all from the same records: papers.csv,
// papers.bib, crossref.xml (a deposit with DOIs from the chair's prefix), ceur-index.html, and
// camera-ready.zip (each camera-ready PDF named by paper ID, the signed copyright forms and the index),
// written as it is sent, one file at a time.
import { Messages, conference, conferenceDaysOf, splitName } from '@confsys/domain';
import type { Response } from 'express';
import { once } from 'node:events';
import { conflict, forbidden } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { writeVolume, type VolumePaper } from '../../lib/pdf/volume';
import { ceurIndexHtml, crossrefXml, papersBibtex, papersCsv } from '../../lib/proceedings/exports';
import { isRegisteredParticipant, readVolume, type Volume } from '../../lib/proceedings/records';
import { writeZip, type ZipEntry } from '../../lib/proceedings/zip';
import { sendFile } from '../../lib/sendFile';

/** The papers that have a camera-ready file, in order, with their pages. */
const printed = (volume: Volume) => volume.entries.filter((entry) => entry.proceedings?.cameraReady && entry.record.firstPage !== null);

/** A stored file's bytes; a file the record names but the store lacks is a broken invariant, not a missing paper. */
async function storedBytes(storePath: string): Promise<Uint8Array> {
  const file = await fileStore().read(storePath);
  if (!file) throw new Error(`The file store lacks ${storePath}`);
  return file.bytes;
}

/** The authors in index order (family name, then given), each with the first pages of their papers. */
function authorIndex(volume: Volume): Array<{ name: string; pages: number[] }> {
  const index = new Map<string, { name: string; sortKey: string; pages: number[] }>();
  for (const entry of printed(volume)) {
    for (const author of entry.record.authors) {
      const { given, family } = splitName(author.name);
      const name = given ? `${family}, ${given}` : family;
      const key = name.normalize('NFKC').toLowerCase();
      const listed = index.get(key) ?? { name, sortKey: `${family}\u0000${given}`, pages: [] };
      if (!listed.pages.includes(entry.record.firstPage!)) listed.pages.push(entry.record.firstPage!);
      index.set(key, listed);
    }
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return [...index.values()].sort((a, b) => collator.compare(a.sortKey, b.sortKey)).map(({ name, pages }) => ({ name, pages }));
}

/** Sends a file answer as it is written; a failure after the first byte breaks the connection rather than ending a truncated file. */
async function stream(res: Response, contentType: string, fileName: string, write: (sink: (chunk: Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
  res.status(200);
  res.set('Content-Type', contentType);
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('Cache-Control', 'private, no-store');
  try {
    await write(async (chunk) => {
      if (!res.write(chunk)) await once(res, 'drain');
    });
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

const fileBase = conference.shortName.replace(/\s+/g, '');

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
  const input = { facts: volume.facts, days: conferenceDaysOf(volume.calendar), preface: volume.settings.preface, papers, authorIndex: authorIndex(volume) };
  await stream(res, 'application/pdf', `${fileBase}-proceedings.pdf`, async (sink) => {
    await writeVolume(input, sink);
  });
});

/** A text export, made whole (a few hundred papers' metadata) and sent as a file. */
const sendText = (res: Response, contentType: string, fileName: string, text: string) => sendFile(res, { bytes: Buffer.from(text, 'utf8'), contentType: `${contentType}; charset=utf-8` }, fileName);

const records = (volume: Volume) => volume.entries.map((entry) => entry.record);

export const proceedingsCsv = handles('proceedingsCsv', async ({ res }) => {
  sendText(res, 'text/csv', `${fileBase}-papers.csv`, papersCsv(records(await readVolume())));
});

export const proceedingsBib = handles('proceedingsBib', async ({ res }) => {
  const volume = await readVolume();
  sendText(res, 'application/x-bibtex', `${fileBase}-papers.bib`, papersBibtex(records(volume), volume.facts));
});

/** Crossref's batch time: the moment of the deposit (yyyymmddhhmmss, UTC); a later deposit supersedes an earlier one. */
const crossrefTimestamp = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 14);

export const proceedingsCrossref = handles('proceedingsCrossref', async ({ res }) => {
  const volume = await readVolume();
  if (volume.settings.doiPrefix === '') throw conflict(Messages.noDoiPrefix);
  const timestamp = crossrefTimestamp(new Date());
  const xml = crossrefXml(records(volume), volume.facts, {
    batchId: `${fileBase}-${timestamp}`,
    timestamp,
    depositorName: `${conference.department}, ${conference.university}`,
    depositorEmail: conference.contactEmail,
    registrant: volume.settings.publisher || conference.university,
  });
  sendText(res, 'application/xml', `${fileBase}-crossref.xml`, xml);
});

export const proceedingsCeur = handles('proceedingsCeur', async ({ res }) => {
  const volume = await readVolume();
  sendText(res, 'text/html', 'index.html', ceurIndexHtml(records(volume), volume.facts));
});

export const proceedingsZip = handles('proceedingsZip', async ({ res }) => {
  const volume = await readVolume();
  const index = Buffer.from(ceurIndexHtml(records(volume), volume.facts));
  const entries: ZipEntry[] = [{ name: 'index.html', read: async () => index, store: false }];
  for (const entry of volume.entries) {
    const kept = entry.proceedings;
    if (kept?.cameraReady) entries.push({ name: `${entry.record.paperId}.pdf`, read: () => storedBytes(kept.cameraReady!.storePath), store: true });
    if (kept?.copyright) entries.push({ name: `copyright/${entry.record.paperId}-copyright.pdf`, read: () => storedBytes(kept.copyright!.storePath), store: true });
  }
  await stream(res, 'application/zip', `${fileBase}-camera-ready.zip`, (sink) => writeZip(entries, sink, new Date(volume.calendar.conferenceStart)));
});
