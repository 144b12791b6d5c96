// The volume's layout as stored, so that the chair's Proceedings screen and the public list of accepted
// papers read a page, not the whole volume: every accepted paper's row in the volume's order (position,
// pages, page numbers, what it misses) and the public list in order of paper ID, in chunks, with a
// summary that says which chunks hold a filter's rows.
//
// Freshness: every write that can change the volume (a decision, a camera-ready file, a signature, the
// metadata, a verified registration, the order, the programme, the fee table, the settings) records a
// change marker in its own transaction, stamped with the commit time, one document per paper (or per
// setting), never one hot document. Each marker's trigger asks for a build (triggers/volumeLayout.ts);
// one build runs at a time across instances (lib/oneWriter.ts), and the markers that arrive meanwhile
// cost one more build, not one each. A layout is built from reads made after a moment T and remembers T
// (`builtAt`); a marker later than T means a newer one is on its way. Readers never build: they read the
// layout last built, whatever happened a moment before, and the chair's screen says when it was built and
// whether a newer one is coming. Only a database that never had one builds it for its first reader.
// Each generation also stores the words of every paper's ID, title and authors, so a search reads a few
// chunks, not the papers.
import {
  comparePaperIds,
  matchesSearch,
  searchText,
  AdminProceedingsAnswer,
  ProceedingsRowSchema,
  PublicAcceptedPaperSchema,
  proceedingsParts,
  publicAcceptedPageSize,
  volumeOrders,
  type ProceedingsFilter,
  type ProceedingsPart,
  type ProceedingsRow,
  type PublicAcceptedPaper,
} from '@confsys/domain';
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import { db } from '../admin';
import { converter, editionMeta, readAll } from '../documents';
import { printedMetadata, readVolume, volumeAffiliations } from './records';
import { matches, row } from './chairScreen';
import { volumeChanges, volumeLayoutDoc } from '../volumeChanges';
import { askOneWriter, oneWriterRunning, type OneWriter } from '../oneWriter';

/** The stored summary: which generation of chunks is current, and what every page needs. */
const LayoutSummarySchema = z.object({
  generation: z.string(),
  /** When the layout's reads began (ms, rounded down): a change marker after it means the layout is out of date. */
  builtFrom: z.number(),
  /** One character per paper in the volume's order: the parts it misses, as a hexadecimal digit. */
  missingMask: z.string(),
  rowChunks: z.number(),
  /** Chunks of search words, in the volume's order. */
  searchChunks: z.number(),
  publicTotal: z.number(),
  papers: z.number(),
  complete: z.number(),
  volumePages: z.number(),
  order: z.enum(volumeOrders),
});
type LayoutSummary = z.infer<typeof LayoutSummarySchema>;

/** A stored chunk: rows of the chair's screen, a page of the public list, or the affiliations to merge. */
const LayoutPartSchema = z.object({
  rows: z.optional(z.array(ProceedingsRowSchema)),
  papers: z.optional(z.array(PublicAcceptedPaperSchema)),
  affiliations: z.optional(AdminProceedingsAnswer.shape.affiliations),
  /** Each paper's words (ID, title, authors) as a search compares them, in the volume's order (searchText). */
  search: z.optional(z.array(z.string())),
  /** Each paper's place in the public list (in order of paper ID), beside its words. */
  publicAt: z.optional(z.array(z.number())),
});

/** Rows per stored chunk of the chair's screen (the public list's chunk is its page). */
export const rowsPerChunk = 250;

/** Papers per stored chunk of search words (about 150 bytes each; a chunk stays far below Firestore's 1 MiB even at 500). */
const searchPerChunk = 1000;

const layoutDoc = () => volumeLayoutDoc().withConverter(converter(LayoutSummarySchema));
const parts = () => volumeLayoutDoc().collection('parts').withConverter(converter(LayoutPartSchema));
const changes = volumeChanges;
const partRef = (generation: string, name: string) => parts().doc(`${generation}-${name}`);

const maskDigit = (missing: readonly ProceedingsPart[]) => proceedingsParts.reduce((bits, part, at) => (missing.includes(part) ? bits | (1 << at) : bits), 0).toString(16);
const maskParts = (digit: string) => proceedingsParts.filter((_, at) => (parseInt(digit, 16) & (1 << at)) !== 0);

const chunked = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));

/** The names of a generation's chunks. */
const partNames = (summary: Pick<LayoutSummary, 'rowChunks' | 'publicTotal' | 'searchChunks'>) => [
  ...Array.from({ length: summary.rowChunks }, (_, at) => `rows-${at}`),
  ...Array.from({ length: summary.searchChunks }, (_, at) => `search-${at}`),
  ...Array.from({ length: Math.ceil(summary.publicTotal / publicAcceptedPageSize) }, (_, at) => `public-${at}`),
  'affiliations',
];

/** Reads the volume from scratch and stores it as a new generation, then makes it current unless a newer one landed meanwhile. */
async function build(): Promise<LayoutSummary> {
  // Everything committed before this moment is in the reads that follow.
  const builtFrom = (await changes().limit(1).get()).readTime.toMillis();
  const volume = await readVolume();
  const rows = volume.entries.map((entry, index) => row(entry, index + 1));
  // In the volume's order, then the public list's (by paper ID).
  const printed: PublicAcceptedPaper[] = volume.entries.map(({ manuscript, proceedings }) => {
    const metadata = printedMetadata(manuscript, proceedings);
    return { paperId: manuscript.paperId, title: metadata.title, authors: metadata.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country })) };
  });
  const papers = [...printed].sort((a, b) => comparePaperIds(a.paperId, b.paperId));
  const publicPlace = new Map(papers.map((paper, at) => [paper.paperId, at]));
  const search = printed.map((paper) => searchText(paper.paperId, paper.title, ...paper.authors.map((author) => author.name)));
  const publicAt = printed.map((paper) => publicPlace.get(paper.paperId) ?? 0);
  const generation = `${builtFrom}-${randomUUID().slice(0, 8)}`;
  const summary: LayoutSummary = {
    generation,
    builtFrom,
    missingMask: rows.map((item) => maskDigit(item.missing)).join(''),
    rowChunks: Math.ceil(rows.length / rowsPerChunk),
    searchChunks: Math.ceil(rows.length / searchPerChunk),
    publicTotal: papers.length,
    papers: rows.length,
    complete: rows.filter((item) => item.missing.length === 0).length,
    volumePages: rows.reduce((sum, item) => sum + (item.pages ?? 0), 0),
    order: volume.settings.order,
  };
  const contents: Array<z.infer<typeof LayoutPartSchema>> = [
    ...chunked(rows, rowsPerChunk).map((items) => ({ rows: items })),
    ...chunked(search, searchPerChunk).map((items, at) => ({ search: items, publicAt: publicAt.slice(at * searchPerChunk, at * searchPerChunk + items.length) })),
    ...chunked(papers, publicAcceptedPageSize).map((items) => ({ papers: items })),
    { affiliations: volumeAffiliations(volume.entries) },
  ];
  const names = partNames(summary);
  // The chunks first, in batches (a volume may exceed one transaction's size); nothing reads them until the summary points at them.
  for (const group of chunked(names.map((name, at) => [name, contents[at]] as const), 100)) {
    const batch = db.batch();
    for (const [name, data] of group) batch.set(partRef(generation, name), data ?? {});
    await batch.commit();
  }
  const replaced = await db.runTransaction(async (transaction) => {
    const raw = (await transaction.get(volumeLayoutDoc())).data();
    // One stored before the search words has none to remove.
    const stored = raw ? LayoutSummarySchema.safeParse({ searchChunks: 0, ...raw }).data : undefined;
    // A build that began later has landed: this one is dropped.
    if (stored && stored.builtFrom > builtFrom) return summary;
    transaction.set(layoutDoc(), summary);
    return stored ?? null;
  });
  if (replaced) await removeGeneration(replaced);
  if (replaced !== summary) await removeSeenChanges(builtFrom);
  return summary;
}

/**
 * Deletes the change markers the current layout has seen, so the check for a newer one looks at a few
 * documents, not one per paper ever changed. A marker written again meanwhile is kept (the delete's
 * precondition is the update time it was read with).
 */
async function removeSeenChanges(builtFrom: number): Promise<void> {
  const seen = await changes().where('at', '<=', Timestamp.fromMillis(builtFrom)).get();
  if (seen.empty) return;
  const writer = db.bulkWriter();
  writer.onWriteError(() => false);
  for (const doc of seen.docs) void writer.delete(doc.ref, { lastUpdateTime: doc.updateTime }).catch(() => undefined);
  await writer.close();
}

/** Deletes a generation's chunks once no summary points at them (a reader that loaded the old summary reads again). */
async function removeGeneration(summary: LayoutSummary): Promise<void> {
  for (const group of chunked(partNames(summary), 400)) {
    const batch = db.batch();
    for (const name of group) batch.delete(partRef(summary.generation, name));
    await batch.commit();
  }
}

/** The oldest change recorded after the layout's reads began, if any: the layout is out of date while there is one. */
const firstChangeAfter = async (summary: LayoutSummary) => (await changes().where('at', '>', Timestamp.fromMillis(summary.builtFrom)).orderBy('at').limit(1).get()).docs[0];
const outOfDate = async (summary: LayoutSummary) => (await firstChangeAfter(summary)) !== undefined;

/** The stored summary, or undefined when there is none (or one stored before its present form: built again). */
async function storedSummary(): Promise<LayoutSummary | undefined> {
  const stored = await volumeLayoutDoc().get();
  const parsed = LayoutSummarySchema.safeParse(stored.data());
  return parsed.success ? parsed.data : undefined;
}

/** How long a change may wait for its build before the chair's screen asks for one (its trigger runs within seconds). */
const staleAfterMs = 30_000;

/** How long a build may hold the lease: a trigger's whole time (triggers/volumeLayout.ts). */
export const layoutBuildSeconds = 540;

/** The build as one writer runs it: only when a change came after the stored layout. */
const layoutWriter = (): OneWriter => ({
  lease: editionMeta().doc('volumeLayoutBuild'),
  leaseMs: layoutBuildSeconds * 1000,
  work: async () => {
    await buildIfOutOfDate();
  },
  // A marker of its own: its trigger asks again, in a function with its whole time before it.
  handOver: async () => {
    await changes().doc('build').set({ at: FieldValue.serverTimestamp() });
  },
});

/** Asks for the layout to be built (a change marker's trigger): builds it now, or leaves it to the build under way. */
export function askLayoutBuild(budgetMs: number): Promise<unknown> {
  return askOneWriter(layoutWriter(), budgetMs);
}

/** Builds the layout now if it is out of date or missing, whoever else is building (the command-line recount); says whether it did. */
export async function buildIfOutOfDate(): Promise<boolean> {
  const stored = await storedSummary();
  if (stored && !(await outOfDate(stored))) return false;
  await build();
  return true;
}

let firstBuild: Promise<LayoutSummary> | null = null;

/** The layout last built. Only a database that never had one builds it, for its first reader (once per process at a time). */
async function lastBuilt(): Promise<LayoutSummary> {
  const stored = await storedSummary();
  if (stored) return stored;
  firstBuild ??= build().finally(() => {
    firstBuild = null;
  });
  return firstBuild;
}

/**
 * Builds the layout from this process when a change has waited for its build past the trigger's time and
 * none is under way (under the build's lease: one build at a time, whoever asks); says whether it asked.
 * npm start's scheduler calls it: the emulator runs every trigger in one queue, one event at a time, so a
 * marker's build can wait there behind thousands of messages and counters. Deployed, the trigger runs at once.
 */
export async function buildIfWaiting(budgetMs: number): Promise<boolean> {
  const stored = await storedSummary();
  if (!stored || !(await overdue(await firstChangeAfter(stored)))) return false;
  await askLayoutBuild(budgetMs);
  return true;
}

/** Whether a change has waited past its trigger's time with no build under way (the one that ran stopped mid-way, or its trigger has not run yet). */
async function overdue(waiting: QueryDocumentSnapshot | undefined): Promise<boolean> {
  if (!waiting || Date.now() - (waiting.get('at') as Timestamp).toMillis() <= staleAfterMs) return false;
  return !(await oneWriterRunning(layoutWriter().lease));
}

/** When the layout readers see was built from, and whether a change came after it (a newer one is on its way). */
export async function layoutState(): Promise<{ builtAt: string | null; upToDate: boolean }> {
  const stored = await storedSummary();
  if (!stored) return { builtAt: null, upToDate: false };
  const waiting = await firstChangeAfter(stored);
  // A change overdue for its build: ask for one.
  if (await overdue(waiting)) await layoutWriter().handOver?.();
  return { builtAt: new Date(stored.builtFrom).toISOString(), upToDate: waiting === undefined };
}

/** Reads chunks of a generation: null when one is gone (a newer generation replaced it: read the layout again). */
async function readParts(summary: LayoutSummary, names: readonly string[]): Promise<Array<z.infer<typeof LayoutPartSchema>> | null> {
  const read = await readAll(names.map((name) => partRef(summary.generation, name)));
  return read.every((part) => part !== undefined) ? (read as Array<z.infer<typeof LayoutPartSchema>>) : null;
}

/** Positions (from 0) of the papers a filter shows, from the summary's mask. */
function positionsOf(summary: LayoutSummary, filter: ProceedingsFilter): number[] {
  const positions: number[] = [];
  for (let at = 0; at < summary.missingMask.length; at++) if (matches(maskParts(summary.missingMask[at] ?? '0'), filter)) positions.push(at);
  return positions;
}

/** Reads from the current layout, again if a newer generation replaced the chunks meanwhile. */
async function fromLayout<T>(read: (summary: LayoutSummary) => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await read(await lastBuilt());
    if (answer !== null) return answer;
  }
  throw new Error('The volume layout kept changing while it was read.');
}

/**
 * The papers whose words match a search (every word of it begins a word of the paper's ID, title or
 * authors), as their positions in the volume and their places in the public list; null for no search,
 * and 'gone' when a newer generation replaced the chunks.
 */
async function searched(summary: LayoutSummary, words: readonly string[]): Promise<{ positions: Set<number>; publicAt: number[] } | null | 'gone'> {
  if (words.length === 0) return null;
  const read = await readParts(summary, Array.from({ length: summary.searchChunks }, (_, at) => `search-${at}`));
  if (!read) return 'gone';
  const positions = new Set<number>();
  const publicAt: number[] = [];
  read.forEach((chunk, number) =>
    (chunk.search ?? []).forEach((text, at) => {
      if (!matchesSearch(text, words)) return;
      positions.add(number * searchPerChunk + at);
      publicAt.push(chunk.publicAt?.[at] ?? 0);
    }),
  );
  return { positions, publicAt: publicAt.sort((a, b) => a - b) };
}

/** The items at `positions` (in the order given) of a generation's chunks `{prefix}-{n}` of `size` items each; null when a chunk is gone. */
async function itemsAt<T>(summary: LayoutSummary, prefix: 'rows' | 'public', size: number, positions: readonly number[], pick: (part: z.infer<typeof LayoutPartSchema>) => readonly T[] | undefined): Promise<T[] | null> {
  const numbers = [...new Set(positions.map((at) => Math.floor(at / size)))];
  const read = await readParts(summary, numbers.map((number) => `${prefix}-${number}`));
  if (!read) return null;
  const chunkOf = new Map(numbers.map((number, at) => [number, pick(read[at]!) ?? []]));
  return positions.map((at) => chunkOf.get(Math.floor(at / size))?.[at % size]).filter((item): item is T => item !== undefined);
}

type ProceedingsPage = z.infer<typeof AdminProceedingsAnswer>;

/** One page of the chair's screen: the rows a filter and a search (its words) show on that page, and the volume's figures. */
export function proceedingsPage(filter: ProceedingsFilter, words: readonly string[], page: number, pageSize: number): Promise<Omit<ProceedingsPage, 'builtAt' | 'upToDate'>> {
  return fromLayout(async (summary) => {
    const found = await searched(summary, words);
    if (found === 'gone') return null;
    const positions = positionsOf(summary, filter).filter((at) => found?.positions.has(at) ?? true);
    const shown = positions.slice((page - 1) * pageSize, page * pageSize);
    const [rows, affiliations] = await Promise.all([itemsAt(summary, 'rows', rowsPerChunk, shown, (part) => part.rows), readParts(summary, ['affiliations'])]);
    if (!rows || !affiliations) return null;
    return {
      rows,
      page,
      pageSize,
      total: positions.length,
      papers: summary.papers,
      complete: summary.complete,
      volumePages: summary.volumePages,
      order: summary.order,
      affiliations: affiliations[0]?.affiliations ?? [],
    };
  });
}

/** One page of the public list of accepted papers (in order of paper ID), those a search's words match if any, with how many there are. */
export function acceptedPage(page: number, words: readonly string[] = []): Promise<{ papers: PublicAcceptedPaper[]; total: number; pageCount: number }> {
  return fromLayout(async (summary) => {
    const found = await searched(summary, words);
    if (found === 'gone') return null;
    // The places in the public list the page shows: those of the search's papers, or the page's.
    const total = found ? found.publicAt.length : summary.publicTotal;
    const pageCount = Math.ceil(total / publicAcceptedPageSize);
    if (page > pageCount) return { papers: [], total, pageCount };
    const first = (page - 1) * publicAcceptedPageSize;
    const shown = found ? found.publicAt.slice(first, first + publicAcceptedPageSize) : Array.from({ length: Math.min(publicAcceptedPageSize, total - first) }, (_, at) => first + at);
    const papers = await itemsAt(summary, 'public', publicAcceptedPageSize, shown, (part) => part.papers);
    return papers ? { papers, total, pageCount } : null;
  });
}

/** The stored rows in the volume's order and whether they are current, for the invariant checker to compare with the volume read afresh. */
export async function storedLayoutRows(): Promise<{ rows: ProceedingsRow[]; current: boolean } | null> {
  const stored = await storedSummary();
  if (!stored) return null;
  const read = await readParts(stored, Array.from({ length: stored.rowChunks }, (_, at) => `rows-${at}`));
  return read ? { rows: read.flatMap((part) => part.rows ?? []), current: !(await outOfDate(stored)) } : null;
}
