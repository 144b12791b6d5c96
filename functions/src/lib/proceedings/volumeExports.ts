// The proceedings' files as they are sent: the records in the volume's order, the printed page ranges,
// the author index, the stored PDFs, and text files sent with their names.
import { splitName, fileStemOf } from '@confsys/domain';
import type { Response } from 'express';
import { once } from 'node:events';
import { fileStore } from '../fileStore';
import { type Volume } from './records';
import { sendFile } from '../sendFile';
import { currentEdition } from '../editionScope';

/** The papers that have a camera-ready file, in order, with their pages. */
export const printed = (volume: Volume) => volume.entries.filter((entry) => entry.proceedings?.cameraReady && entry.record.firstPage !== null);

/** A stored file's bytes; a file the record names but the store lacks is a broken invariant, not a missing paper. */
export async function storedBytes(storePath: string): Promise<Uint8Array> {
  const file = await fileStore().read(storePath);
  if (!file) throw new Error(`The file store lacks ${storePath}`);
  return file.bytes;
}

/** The authors in index order (family name, then given), each with the first pages of their papers. */
export function authorIndex(volume: Volume): Array<{ name: string; pages: number[] }> {
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
export async function stream(res: Response, contentType: string, fileName: string, write: (sink: (chunk: Uint8Array) => Promise<void>) => Promise<void>): Promise<void> {
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

/** The stem of the volume's file names: the current edition's (ICCS2025-proceedings.pdf). */
export const fileBase = () => fileStemOf(currentEdition());

/** A text export, made whole (a few hundred papers' metadata) and sent as a file. */
export const sendText = (res: Response, contentType: string, fileName: string, text: string) => sendFile(res, { bytes: Buffer.from(text, 'utf8'), contentType: `${contentType}; charset=utf-8` }, fileName);

export const records = (volume: Volume) => volume.entries.map((entry) => entry.record);

/** Crossref's batch time: the moment of the deposit (yyyymmddhhmmss, UTC); a later deposit supersedes an earlier one. */
export const crossrefTimestamp = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 14);
