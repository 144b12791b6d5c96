// The proceedings at conference scale: assembles the volume and the camera-ready ZIP of 500 papers of 8
// pages each (embedded fonts, as the publisher's checks ask), reading each paper from a file store
// directory as the server does, and writing to a sink that discards the bytes as a slow client would
// not; prints the seconds, the bytes and the peak resident memory. Standalone: npx tsx bench/measure/proceedings.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultIdentity, pageRanges } from '@confsys/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { checkCameraReady } from '../../functions/src/lib/pdf/publisherChecks';
import { writeVolume } from '../../functions/src/lib/pdf/volume';
import { writeZip } from '../../functions/src/lib/proceedings/zip';
import { cameraReadyPdf, sampleFacts } from '../../tests/support/cameraReadyPdfs';



/** Samples the resident memory every 20 ms while `run` runs: the peak, in MB. */
async function peakMemory<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await run();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1048576), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

/** A 20-page camera-ready paper of about 10 MB: each page carries a 500 KB greyscale image (noise, Flate-compressed, so the reading bounds inflate all of it). */
async function tenMegabytePaper(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await cameraReadyPdf({ title: 'A paper with many figures', authors: ['Asha Raman'], pages: 20 }));
  for (const page of doc.getPages()) {
    const pixels = randomBytes(500 * 1000);
    const image = doc.context.register(doc.context.flateStream(pixels, { Type: 'XObject', Subtype: 'Image', Width: 500, Height: 1000, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }));
    page.node.normalizedEntries().XObject.set(PDFName.of('Noise'), image);
    page.pushOperators();
    page.node.addContentStream(doc.context.register(doc.context.stream('q 200 0 0 400 200 200 cm /Noise Do Q')));
  }
  return doc.save({ useObjectStreams: false });
}

/** The publisher's checks of one 10 MB, 20-page upload: the median of five runs. */
export async function measureChecks(): Promise<string> {
  const bytes = await tenMegabytePaper();
  const rules = { minPages: 1, maxPages: 30, pageSize: 'A4' as const, title: 'A paper with many figures', authorNames: ['Asha Raman'] };
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await checkCameraReady(bytes, rules);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `  publisher's checks of a ${(bytes.length / 1048576).toFixed(1)} MB, 20-page paper: median ${(times[2]! / 1000).toFixed(2)} s of 5 (goal: under 2 s)`;
}

export async function measureProceedings(papers = 500, pages = 8): Promise<string[]> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-proceedings-'));
  try {
    // Twenty distinct papers, stored 500 times under their own names: each is read and parsed on its own.
    const templates = await Promise.all(Array.from({ length: 20 }, (_, index) => cameraReadyPdf({ title: `Paper ${index + 1} on scalable edge analytics for smart cities`, authors: [`Author ${index} One`, `Author ${index} Two`], pages })));
    const entries = Array.from({ length: papers }, (_, index) => {
      const paperId = `ICCS25-${String(index + 1).padStart(4, '0')}`;
      const path = join(directory, `${paperId}.pdf`);
      writeFileSync(path, templates[index % templates.length]!);
      return { paperId, title: `Paper ${index + 1} on scalable edge analytics for smart cities`, authors: [`Author ${index} One`, `Author ${index} Two`], pages, path };
    });
    global.gc?.();
    const baseline = Math.round(process.memoryUsage().rss / 1048576);
    const ranges = pageRanges(entries);
    let volumeBytes = 0;
    const volume = await peakMemory(() =>
      writeVolume(
        {
          facts: sampleFacts,
          committee: defaultIdentity.committee,
          days: '18-19 Sep 2025',
          preface: 'Welcome.',
          papers: entries.map((entry) => ({ ...entry, firstPage: ranges.get(entry.paperId)!.first, read: () => readFile(entry.path) })),
          authorIndex: entries.flatMap((entry) => entry.authors.map((name) => ({ name, pages: [ranges.get(entry.paperId)!.first] }))),
        },
        async (chunk) => {
          volumeBytes += chunk.length;
        },
      ),
    );
    global.gc?.();
    let zipBytes = 0;
    const zip = await peakMemory(() =>
      writeZip(
        entries.map((entry) => ({ name: `${entry.paperId}.pdf`, read: () => readFile(entry.path), store: true })),
        async (chunk) => {
          zipBytes += chunk.length;
        },
        new Date('2025-09-18T03:30:00Z'),
      ),
    );
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
    return [
      await measureChecks(),
      `Proceedings of ${papers} papers x ${pages} pages (resident memory ${baseline} MB before; goal: under 2 min and 512 MB)`,
      `  volume.pdf:       ${volume.seconds.toFixed(1)} s, ${volume.result.pages} pages, ${mb(volumeBytes)}, peak resident memory ${volume.peakMb} MB`,
      `  camera-ready.zip: ${zip.seconds.toFixed(1)} s, ${mb(zipBytes)}, peak resident memory ${zip.peakMb} MB`,
    ];
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await measureProceedings()).join('\n'));
}
