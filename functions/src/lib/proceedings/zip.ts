// A ZIP written as it is sent: each entry is read only when the previous one is written, and the archive
// waits while its reader drains, so memory holds one file at a time whatever the archive's size.
import archiver from 'archiver';
import { once } from 'node:events';
import type { Sink } from '../pdf/volume';

export interface ZipEntry {
  name: string;
  read: () => Promise<Uint8Array>;
  /** Stored as it is (PDFs are compressed already) rather than deflated. */
  store: boolean;
}

export async function writeZip(entries: Iterable<ZipEntry>, sink: Sink, date: Date): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  archive.on('data', (chunk: Buffer) => {
    archive.pause();
    sink(chunk).then(
      () => archive.resume(),
      (error: unknown) => archive.emit('error', error),
    );
  });
  for (const entry of entries) {
    const written = once(archive, 'entry');
    archive.append(Buffer.from(await entry.read()), { name: entry.name, date, store: entry.store });
    await written;
  }
  await archive.finalize();
  await finished;
}
