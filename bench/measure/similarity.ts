// The similarity check at scale, on the emulator: the signature of an 8-page manuscript (its text read
// from the PDF, then shingled and sketched); signing and checking every one of N manuscripts with text,
// as `npm run similarity` does (the time to rebuild every signature); then a new submission checked
// against all of them; and whether the check found each planted near-duplicate, with no other pair
// above the threshold. The texts are realistic sentences (tests/support/sampleText.ts); a known share of
// them copies part of an earlier one.
//   npm run bench -- --skip ...   or, against a running suite:
//   node scripts/run-with-emulator-env.mjs bench/measure/similarity.ts --papers 2000
import { parseArgs } from 'node:util';
import { builtEdition, defaultIntegritySettings } from '@confsys/domain';
import { documents } from '../../functions/src/lib/documents';
import { inEdition } from '../../functions/src/lib/editionScope';
import { pdfPageTexts } from '../../functions/src/lib/pdf/anonymityCheck';
import { storeSignature } from '../../functions/src/lib/similarity/check';
import { signatureOf } from '../../functions/src/lib/similarity/signature';
import { textPdf } from '../../tests/support/pdfs';
import { paperText } from '../../tests/support/sampleText';
import { seededRandom } from '../../functions/src/lib/assignment/autoassign/random';

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Paragraphs per manuscript: about 2,400 words, five to six pages of text. */
const paragraphs = 40;

interface Planted {
  copy: string;
  source: string;
  /** The share of the source's paragraphs the copy took. */
  share: number;
}

/** The manuscripts: each its own text, but every `every`-th copies a share of an earlier one's paragraphs. */
function corpus(count: number, every: number, prefix: string, seedBase: number, pool: string[][] = []) {
  const random = seededRandom(seedBase);
  const texts: string[][] = [];
  const planted: Planted[] = [];
  for (let at = 0; at < count; at++) {
    const own = paperText(seedBase + at, paragraphs);
    const sources = pool.length > 0 ? pool : texts;
    if (at % every === every - 1 && sources.length > 0) {
      const from = Math.floor(random() * sources.length);
      const share = 0.4 + Math.floor(random() * 6) / 10;
      const kept = Math.round(share * paragraphs);
      texts.push(own.map((paragraph, index) => (index < kept ? sources[from]![index]! : paragraph)));
      planted.push({ copy: `${prefix}-${at}`, source: pool.length > 0 ? `BENCH-${from}` : `${prefix}-${from}`, share: kept / paragraphs });
    } else texts.push(own);
  }
  return { texts, planted };
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T, at: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < items.length; from += size) await Promise.all(items.slice(from, from + size).map((item, offset) => work(item, from + offset)));
}

export async function measureSimilarity(papers: number, every = 100): Promise<string[]> {
  const lines: string[] = [];
  // 1. An 8-page manuscript's signature: its text read from the PDF, then shingles, sketch and bands.
  const extraction: number[] = [];
  const signing: number[] = [];
  let pages = 0;
  for (let sample = 0; sample < 12; sample++) {
    const pdf = await textPdf(paperText(900_000 + sample, 58));
    const started = performance.now();
    const texts = await pdfPageTexts(pdf, 200);
    const read = performance.now();
    signatureOf(texts);
    extraction.push(read - started);
    signing.push(performance.now() - read);
    pages = texts.length;
  }
  lines.push(`Signature of a ${pages}-page manuscript (12 of them; the first loads pdf.js, ${ms(extraction[0] ?? 0)}): text from the PDF median ${ms(percentile(extraction, 50))}, p95 ${ms(percentile(extraction.slice(1), 95))}; shingles, sketch and bands median ${ms(percentile(signing, 50))}, p95 ${ms(percentile(signing, 95))}; together median ${ms(percentile(extraction.map((value, at) => value + signing[at]!), 50))}.`);

  // 2. Every manuscript signed and checked, 8 at a time, as npm run similarity does (the text given, not read from a PDF).
  const { texts, planted } = corpus(papers, every, 'BENCH', 1);
  const checks: number[] = [];
  const rebuild = performance.now();
  await inEdition(builtEdition, () =>
    inBatches(texts, 8, async (text, at) => {
      const started = performance.now();
      await storeSignature(`BENCH-${at}`, `manuscripts/BENCH-${at}`, 'manuscript', signatureOf([text.join('\n\n')]));
      checks.push(performance.now() - started);
    }),
  );
  const rebuildSeconds = (performance.now() - rebuild) / 1000;
  lines.push(`Every signature made again: ${papers} manuscripts signed and checked in ${rebuildSeconds.toFixed(1)} s (${((rebuildSeconds * 1000) / papers).toFixed(0)} ms each, 8 at a time; one check median ${ms(percentile(checks, 50))}, p95 ${ms(percentile(checks, 95))}); add the text's reading from each PDF above for a rebuild from the files.`);

  // 3. New submissions against all of them: half copy an existing manuscript, half are new.
  const fresh = corpus(20, 2, 'NEW', 5_000_000, texts);
  const newChecks: number[] = [];
  await inEdition(builtEdition, async () => {
    for (const [at, text] of fresh.texts.entries()) {
      const started = performance.now();
      await storeSignature(`NEW-${at}`, `manuscripts/NEW-${at}`, 'manuscript', signatureOf([text.join('\n\n')]));
      newChecks.push(performance.now() - started);
    }
  });
  lines.push(`A new submission checked against the ${papers}: median ${ms(percentile(newChecks, 50))}, p95 ${ms(percentile(newChecks, 95))}, slowest ${ms(Math.max(...newChecks))} (20 submissions one after another, signature given).`);

  // 4. Each planted pair found at about its share, and no other pair at or above the threshold.
  const threshold = defaultIntegritySettings.similarityThreshold;
  const all = [...planted, ...fresh.planted];
  const pairs = new Set(all.flatMap((pair) => [`${pair.copy} ${pair.source}`, `${pair.source} ${pair.copy}`]));
  let found = 0;
  let worstError = 0;
  let falsePairs = 0;
  let transitive = 0;
  await inEdition(builtEdition, async () => {
    const stored = await documents.similarity.get();
    const byId = new Map(stored.docs.map((doc) => [doc.id, doc.data()]));
    for (const pair of all) {
      const match = byId.get(pair.copy)?.matches.find((candidate) => candidate.paperId === pair.source);
      if (match && match.percent >= threshold) {
        found++;
        worstError = Math.max(worstError, Math.abs(match.percent - pair.share * 100));
      }
    }
    // A pair not planted may still share text: a copy of a copy shares its source's source. Only a pair
    // with no paragraph in common is a false one.
    const textOf = (id: string) => (id.startsWith('NEW-') ? fresh.texts[Number(id.slice(4))] : texts[Number(id.slice(6))]) ?? [];
    for (const [id, signature] of byId) {
      for (const match of signature.matches) {
        if (match.percent < threshold || pairs.has(`${id} ${match.paperId}`)) continue;
        const theirs = new Set(textOf(match.paperId));
        if (textOf(id).some((paragraph) => theirs.has(paragraph))) transitive++;
        else falsePairs++;
      }
    }
  });
  lines.push(`Planted near-duplicates (40-90% of a paper's paragraphs copied): ${found} of ${all.length} found at or above ${threshold}%, each within ${worstError.toFixed(1)} points of the share copied; ${transitive} more pairs at or above ${threshold}% share copied paragraphs through a third paper (a copy of a copy); ${falsePairs} false pairs (no paragraph in common) at or above ${threshold}%.`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { papers: { type: 'string', default: '20000' } } });
  console.log((await measureSimilarity(Number(values.papers))).join('\n'));
  process.exit(0);
}
