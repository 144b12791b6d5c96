// The volume's layout as stored, so that the chair's Proceedings screen and the public list of accepted
// papers read a page, not the whole volume: every accepted paper's row in the volume's order (position,
// pages, page numbers, what it misses) and the public list in order of paper ID, in chunks, with a
// summary that says which chunks hold a filter's rows.
//
// Freshness: every write that can change the volume (a decision, a camera-ready file, a signature, the
// metadata, a verified registration, the order, the programme, the fee table, the settings) records a
// change marker in its own transaction, stamped with the commit time. A layout is built from reads made
// after a moment T and remembers T; a marker later than T means it is out of date, and the next reader
// builds it again before answering. So a reader never sees a layout older than what was acknowledged to
// anyone, and the markers are one document per paper (or per setting), never one hot document.
import {
  comparePaperIds,
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
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import { db } from '../admin';
import { converter, readAll } from '../documents';
import { printedMetadata, readVolume, volumeAffiliations } from './records';
import { matches, row } from './chairScreen';
import { volumeChanges, volumeLayoutDoc } from '../volumeChanges';

/** The stored summary: which generation of chunks is current, and what every page needs. */
const LayoutSummarySchema = z.object({
  generation: z.string(),
  /** When the layout's reads began (ms, rounded down): a change marker after it means the layout is out of date. */
  builtFrom: z.number(),
  /** One character per paper in the volume's order: the parts it misses, as a hexadecimal digit. */
  missingMask: z.string(),
  rowChunks: z.number(),
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
});

/** Rows per stored chunk of the chair's screen (the public list's chunk is its page). */
export const rowsPerChunk = 250;


const layoutDoc = () => volumeLayoutDoc().withConverter(converter(LayoutSummarySchema));
const parts = () => volumeLayoutDoc().collection('parts').withConverter(converter(LayoutPartSchema));
const changes = volumeChanges;
const partRef = (generation: string, name: string) => parts().doc(`${generation}-${name}`);

const maskDigit = (missing: readonly ProceedingsPart[]) => proceedingsParts.reduce((bits, part, at) => (missing.includes(part) ? bits | (1 << at) : bits), 0).toString(16);
const maskParts = (digit: string) => proceedingsParts.filter((_, at) => (parseInt(digit, 16) & (1 << at)) !== 0);

const chunked = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));

/** The names of a generation's chunks. */
const partNames = (summary: Pick<LayoutSummary, 'rowChunks' | 'publicTotal'>) => [
  ...Array.from({ length: summary.rowChunks }, (_, at) => `rows-${at}`),
  ...Array.from({ length: Math.ceil(summary.publicTotal / publicAcceptedPageSize) }, (_, at) => `public-${at}`),
  'affiliations',
];

/** Reads the volume from scratch and stores it as a new generation, then makes it current unless a newer one landed meanwhile. */
async function build(): Promise<LayoutSummary> {
  // Everything committed before this moment is in the reads that follow.
  const builtFrom = (await changes().limit(1).get()).readTime.toMillis();
  const volume = await readVolume();
  const rows = volume.entries.map((entry, index) => row(entry, index + 1));
  const papers: PublicAcceptedPaper[] = volume.entries
    .map(({ manuscript, proceedings }) => {
      const printed = printedMetadata(manuscript, proceedings);
      return { paperId: manuscript.paperId, title: printed.title, authors: printed.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country })) };
    })
    .sort((a, b) => comparePaperIds(a.paperId, b.paperId));
  const generation = `${builtFrom}-${randomUUID().slice(0, 8)}`;
  const summary: LayoutSummary = {
    generation,
    builtFrom,
    missingMask: rows.map((item) => maskDigit(item.missing)).join(''),
    rowChunks: Math.ceil(rows.length / rowsPerChunk),
    publicTotal: papers.length,
    papers: rows.length,
    complete: rows.filter((item) => item.missing.length === 0).length,
    volumePages: rows.reduce((sum, item) => sum + (item.pages ?? 0), 0),
    order: volume.settings.order,
  };
  const contents: Array<z.infer<typeof LayoutPartSchema>> = [
    ...chunked(rows, rowsPerChunk).map((items) => ({ rows: items })),
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
    const stored = (await transaction.get(layoutDoc())).data();
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

let building: Promise<LayoutSummary> | null = null;

/** Whether a change was recorded after the layout's reads began. */
const outOfDate = async (summary: LayoutSummary) => !(await changes().where('at', '>', Timestamp.fromMillis(summary.builtFrom)).limit(1).get()).empty;

/** The current layout: the stored one while no change came after it, else built again (once per process at a time). */
export async function currentLayout(): Promise<LayoutSummary> {
  const stored = (await layoutDoc().get()).data();
  if (stored && !(await outOfDate(stored))) return stored;
  // A build already under way in this process may have begun before the change: wait for it, then look again.
  if (building) {
    await building.catch(() => undefined);
    return currentLayout();
  }
  building = build();
  try {
    return await building;
  } finally {
    building = null;
  }
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
    const answer = await read(await currentLayout());
    if (answer !== null) return answer;
  }
  throw new Error('The volume layout kept changing while it was read.');
}

type ProceedingsPage = z.infer<typeof AdminProceedingsAnswer>;

/** One page of the chair's screen: the rows a filter shows on that page, and the volume's figures. */
export function proceedingsPage(filter: ProceedingsFilter, page: number, pageSize: number): Promise<ProceedingsPage> {
  return fromLayout(async (summary) => {
    const positions = positionsOf(summary, filter);
    const shown = positions.slice((page - 1) * pageSize, page * pageSize);
    const chunkNumbers = [...new Set(shown.map((at) => Math.floor(at / rowsPerChunk)))];
    const read = await readParts(summary, ['affiliations', ...chunkNumbers.map((at) => `rows-${at}`)]);
    if (!read) return null;
    const [affiliations, ...chunks] = read;
    const rowsOf = new Map(chunkNumbers.map((number, at) => [number, chunks[at]?.rows ?? []]));
    return {
      rows: shown.map((at) => rowsOf.get(Math.floor(at / rowsPerChunk))?.[at % rowsPerChunk]).filter((item): item is ProceedingsRow => item !== undefined),
      page,
      pageSize,
      total: positions.length,
      papers: summary.papers,
      complete: summary.complete,
      volumePages: summary.volumePages,
      order: summary.order,
      affiliations: affiliations?.affiliations ?? [],
    };
  });
}

/** One page of the public list of accepted papers (in order of paper ID), with how many there are. */
export function acceptedPage(page: number): Promise<{ papers: PublicAcceptedPaper[]; total: number; pageCount: number }> {
  return fromLayout(async (summary) => {
    const pageCount = Math.ceil(summary.publicTotal / publicAcceptedPageSize);
    if (page > pageCount) return { papers: [], total: summary.publicTotal, pageCount };
    const read = await readParts(summary, [`public-${page - 1}`]);
    return read ? { papers: read[0]?.papers ?? [], total: summary.publicTotal, pageCount } : null;
  });
}

/** The stored rows in the volume's order and whether they are current, for the invariant checker to compare with the volume read afresh. */
export async function storedLayoutRows(): Promise<{ rows: ProceedingsRow[]; current: boolean } | null> {
  const stored = (await layoutDoc().get()).data();
  if (!stored) return null;
  const read = await readParts(stored, Array.from({ length: stored.rowChunks }, (_, at) => `rows-${at}`));
  return read ? { rows: read.flatMap((part) => part.rows ?? []), current: !(await outOfDate(stored)) } : null;
}
