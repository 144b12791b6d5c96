// The proceedings at conference scale: assembles the volume and the camera-ready ZIP of 500 papers of 8
// pages each (embedded fonts, as the publisher's checks ask), reading each paper from a file store
// directory as the server does, and writing to a sink that discards the bytes as a slow client would
// not; prints the seconds, the bytes and the peak resident memory. Standalone: npx tsx bench/measure/proceedings.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRanges, type ProceedingsFacts } from '@confsys/domain';
import { writeVolume } from '../../functions/src/lib/pdf/volume';
import { writeZip } from '../../functions/src/lib/proceedings/zip';
import { cameraReadyPdf } from '../../tests/support/cameraReadyPdfs';

const facts: ProceedingsFacts = {
  proceedingsTitle: 'Proceedings of the International Conference on Computing and Smart Systems 2025',
  conferenceTitle: 'International Conference on Computing and Smart Systems 2025',
  acronym: 'ICCS 2025',
  edition: 2025,
  startDate: '2025-09-18',
  endDate: '2025-09-19',
  city: 'Coimbatore',
  country: 'India',
  organiser: 'Department of Computer Science, Western Ghats University',
  publisher: 'Western Ghats University Press',
  isbn: '978-3-16-148410-0',
  doiPrefix: '10.5555',
  baseUrl: 'https://iccs.example.org',
};

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
          facts,
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
