// The paper lists' index (paperIndex/{paperId}, admin-only) and the pages read through it. Every write
// that changes what a list filters on goes through `updatePaper`, which changes the paper and its index
// entry in the same transaction or batch, so a list never shows a paper under a filter it has left.
// A page is one index query (at most 101 entries), a count, and reads by ID of those papers (each records
// its reviews' states; a list that shows the reviews themselves reads them).
import {
  Messages,
  noBidTally,
  openForBidding,
  paperIndexEntry,
  paperListConditions,
  paperListOrderField,
  paperNumberOf,
  paperStateIndexFields,
  readPaperListQuery,
  type BidTally,
  type ManuscriptDoc,
  type PaperDoc,
  type PaperIndexDoc,
  type PaperListQuery,
  type PaperListRequest,
  type PaperListShow,
  type PaperStatus,
  isStatus,
} from '@confsys/domain';
import { FieldValue, type Query, type QueryDocumentSnapshot, type QuerySnapshot, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { bidTallies, documents, readAll, readPage } from '../documents';
import { badRequest } from '../errors';
import { manuscriptRef, paperRef } from '../papers';
import { inVolume, volumeChanged } from '../volumeChanges';
import { readReviewSettings } from '../reviewStore';
import { recordReviewerPapers } from '../paperLists';
import { readIntegritySettings } from './integrity';

export const paperIndexRef = (paperId: string) => documents.paperIndex.doc(paperId);

/** The index entry of a paper and its manuscript (whose authors the search finds). */
export function indexEntryOf(paper: PaperDoc, manuscript: Pick<ManuscriptDoc, 'authors'>): PaperIndexDoc {
  return paperIndexEntry(paper, manuscript.authors.map((author) => author.name));
}

/** A tally's change as increments (a missing count starts at 0). */
export const tallyIncrements = (delta: BidTally) => Object.fromEntries(Object.entries(delta).map(([key, amount]) => [key, FieldValue.increment(amount)]));

/** Makes a paper's bid tally (a new paper), or moves it in or out of the open papers (its status changed); the counts stay. */
export function paperTallyStatus(writer: Transaction | WriteBatch, paperId: string, status: PaperStatus): void {
  // increment(0) makes a missing count 0 and leaves a kept one as it is.
  (writer as WriteBatch).set(bidTallies.papers.doc(paperId), { ...tallyIncrements(noBidTally()), paperId, number: paperNumberOf(paperId), open: openForBidding(status) }, { merge: true });
}

/**
 * Changes a paper with what follows from it: its index entry, its reviewers' own lists, its bid tally
 * when it leaves or joins bidding, the volume's change marker when it is or becomes accepted. `paper` is
 * as read in the same transaction. The entry's state fields are merged into it, so the write also succeeds for a paper whose entry the
 * migration has not built yet (which then completes it) instead of failing the user's request.
 */
export function updatePaper(writer: Transaction | WriteBatch, paper: PaperDoc, changes: Partial<PaperDoc>): void {
  // The typed update of one transaction or batch (both have the same signature).
  (writer as Transaction).update(paperRef(paper.paperId), changes);
  (writer as Transaction).set(paperIndexRef(paper.paperId), paperStateIndexFields({ ...paper, ...changes }), { merge: true });
  // A change of reviewers moves the paper between the reviewers' own lists.
  if (changes.reviewerEmails !== undefined) recordReviewerPapers(writer, paper.paperId, paper.reviewerEmails, changes.reviewerEmails);
  // A change to a paper in the volume, or one that puts it in or takes it out, changes the volume's layout.
  if (inVolume(paper.status) || inVolume(changes.status)) volumeChanged(writer, paper.paperId);
  // Leaving bidding (a decision, a withdrawal) or coming back to it moves the paper's bid tally.
  if (changes.status !== undefined && openForBidding(changes.status) !== openForBidding(paper.status)) paperTallyStatus(writer, paper.paperId, changes.status);
}

/** The request a query string asks for; a wrong value is a 400 naming it. */
export function paperListRequest(query: PaperListQuery | undefined): PaperListRequest {
  const request = readPaperListQuery(query);
  if ('error' in request) throw badRequest(request.error);
  return request;
}

/** The index entries a request's filters match, in its order (no page yet); null when none can. */
function matching(request: Pick<PaperListRequest, 'statuses' | 'show' | 'token'>, target: number): Query<PaperIndexDoc> | null {
  const conditions = paperListConditions(request, target);
  if (conditions === null) return null;
  let query: Query<PaperIndexDoc> = documents.paperIndex;
  for (const condition of conditions) query = query.where(condition.field, condition.op, condition.op === 'in' ? condition.values : condition.value);
  return query;
}

/** The flagged list reads at most this many signatures: far more than a conference flags. */
const maxFlagged = 2000;

/**
 * The flagged list: the index entries of the papers whose highest similarity match reaches the chair's
 * threshold (read from the signatures, few), kept to the request's statuses and search, in its order.
 */
async function flaggedEntries(request: Pick<PaperListRequest, 'statuses' | 'token'> & Partial<Pick<PaperListRequest, 'sort' | 'order'>>): Promise<PaperIndexDoc[]> {
  const { similarityThreshold } = await readIntegritySettings();
  const flagged = await documents.similarity.where('top', '>=', similarityThreshold).select().limit(maxFlagged).get();
  const entries = (await readAll(flagged.docs.map((doc) => paperIndexRef(doc.id)))).filter((entry): entry is PaperIndexDoc => entry !== undefined);
  const kept = entries.filter((entry) => (request.statuses.length === 0 || request.statuses.some((status) => isStatus(entry.status, status))) && (request.token === null || entry.searchTokens.includes(request.token)));
  const field = paperListOrderField(request.sort ?? 'paperId');
  const direction = request.order === 'desc' ? -1 : 1;
  return kept.sort((a, b) => direction * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.number - b.number));
}

/** How many papers the filters match (an aggregation on the server, not a read of every entry). */
export async function countPapers(request: Pick<PaperListRequest, 'statuses' | 'show' | 'token'>, target: number): Promise<number> {
  if (request.show === 'flagged') return (await flaggedEntries(request)).length;
  const query = matching(request, target);
  if (query === null) return 0;
  return (await query.count().get()).data().count;
}

/** The IDs of the papers a list's filter matches, in order of ID, at most `limit` ("select all that match"). */
export async function matchingPaperIds(request: Pick<PaperListRequest, 'statuses' | 'show' | 'token'>, target: number, limit: number): Promise<string[]> {
  if (request.show === 'flagged') return (await flaggedEntries(request)).slice(0, limit).map((entry) => entry.paperId);
  const query = matching(request, target);
  if (query === null) return [];
  const snapshot = await query.orderBy('number').limit(limit).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** One page of index entries: at most pageSize, after the cursor's paper, and the next page's cursor. */
export async function paperPage(request: PaperListRequest, target: number): Promise<{ entries: PaperIndexDoc[]; next: string | null }> {
  if (request.show === 'flagged') {
    const all = await flaggedEntries(request);
    const from = request.after === null ? 0 : all.findIndex((entry) => entry.paperId === request.after) + 1;
    if (from === 0 && request.after !== null) throw badRequest(Messages.pageCursorUnknown(request.after));
    const entries = all.slice(from, from + request.pageSize);
    return { entries, next: from + request.pageSize < all.length ? (entries.at(-1)?.paperId ?? null) : null };
  }
  const filtered = matching(request, target);
  if (filtered === null) return { entries: [], next: null };
  const ordered = filtered.orderBy(paperListOrderField(request.sort), request.order);
  const cursor = request.after === null ? null : paperIndexRef(request.after);
  const page = await readPage(ordered, request.pageSize, cursor, Messages.pageCursorUnknown(request.after ?? ''));
  return { entries: page.docs.map((doc) => doc.data()), next: page.next };
}

/** Papers by ID, in the order asked, through their converters (one round trip); those that no longer exist left out. */
async function readPapers(paperIds: readonly string[]): Promise<PaperDoc[]> {
  return (await readAll(paperIds.map(paperRef))).filter((paper) => paper !== undefined);
}

/**
 * One page of a paper list as the query string asks for it (`show` fixed by the list when given): the
 * papers in the page's order, the next page's cursor, how many papers match, and the reviewers each
 * paper should have. The page and the count are read together.
 */
export async function readPaperPage(query: PaperListQuery | undefined, show?: PaperListShow) {
  const request = { ...paperListRequest(query), ...(show ? { show } : {}) };
  const { reviewersPerPaper } = await readReviewSettings();
  const [page, total] = await Promise.all([paperPage(request, reviewersPerPaper), countPapers(request, reviewersPerPaper)]);
  const papers = await readPapers(page.entries.map((entry) => entry.paperId));
  return { papers, next: page.next, total, reviewersPerPaper };
}

type PaperChunk = Array<{ paper: PaperDoc; manuscript: ManuscriptDoc | undefined }>;

async function withManuscripts(papers: readonly PaperDoc[]): Promise<PaperChunk> {
  const manuscripts = await readAll(papers.map((paper) => manuscriptRef(paper.paperId)));
  return papers.map((paper, position) => ({ paper, manuscript: manuscripts[position] }));
}

/** Every paper with its manuscript, in the order of their numbers (ICCS25-10000 after ICCS25-9999), a chunk at a time: the exports. */
export async function* papersInChunks(size: number): AsyncGenerator<PaperChunk> {
  let cursor: QueryDocumentSnapshot<PaperIndexDoc> | null = null;
  for (;;) {
    const first = documents.paperIndex.orderBy('number').limit(size);
    const entries: QuerySnapshot<PaperIndexDoc> = await (cursor === null ? first : first.startAfter(cursor)).get();
    if (entries.empty) return;
    cursor = entries.docs.at(-1)!;
    const papers = await readPapers(entries.docs.map((doc) => doc.id));
    if (papers.length > 0) yield withManuscripts(papers);
    if (entries.size < size) return;
  }
}

/** Every paper with its manuscript by document ID, a chunk at a time: the repairs, which must not rely on the index they may be building. */
export async function* papersByDocument(size: number): AsyncGenerator<PaperChunk> {
  let after: string | null = null;
  for (;;) {
    const first = documents.papers.orderBy('paperId').limit(size);
    const papers: PaperDoc[] = (await (after === null ? first : first.startAfter(after)).get()).docs.map((doc) => doc.data());
    if (papers.length === 0) return;
    yield withManuscripts(papers);
    if (papers.length < size) return;
    after = papers.at(-1)!.paperId;
  }
}
