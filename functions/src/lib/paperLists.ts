// Each person's own list of papers, so that their screen reads its papers by document ID instead of by a
// query over every paper:
// - a reviewer's (meta/reviewerPapers/{address}/{paperId}, one small document per assignment, so papers
//   assigned at once never write one shared document), written with the paper's reviewers in the same
//   transaction or batch (updatePaper) and read by the server (reviewerAssignments);
// - an author's (authorPapers/{uid}: the IDs of the papers they submitted), written with the submission
//   and the paper's erasure, which their dashboard listens to and then to each paper.
// The papers stay the authority: a reader keeps only the papers that still name the person. The start's
// migration makes every list whole (lists from before them, or a repair), the invariant checker holds them.
import { ReviewerPaperPaths } from '@confsys/domain';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { documents, editionMeta } from './documents';

type Writer = Transaction | WriteBatch;

const reviewerLists = () => editionMeta().doc(ReviewerPaperPaths.parentDoc);

/** One collection per address; its name is the address encoded, as a collection ID holds no "/". */
const reviewerListOf = (email: string) => reviewerLists().collection(encodeURIComponent(email));

/** Adds the paper to the lists of the addresses it gained and takes it from those it lost. */
export function recordReviewerPapers(writer: Writer, paperId: string, before: readonly string[], after: readonly string[]): void {
  // A transaction and a batch take the same set and delete; their declared overloads differ.
  const write = writer as WriteBatch;
  for (const email of after) if (!before.includes(email)) write.set(reviewerListOf(email).doc(paperId), { paperId });
  for (const email of before) if (!after.includes(email)) write.delete(reviewerListOf(email).doc(paperId));
}

/** The IDs of the papers listed for a reviewer's address. */
export async function reviewerPaperIds(email: string): Promise<string[]> {
  return (await reviewerListOf(email).select().get()).docs.map((doc) => doc.id);
}

/** Adds a paper to its author's list, or takes it off (listed false). */
export function recordAuthorPaper(writer: Writer, authorId: string, paperId: string, listed: boolean): void {
  (writer as WriteBatch).set(documents.authorPapers.doc(authorId), { paperIds: listed ? FieldValue.arrayUnion(paperId) : FieldValue.arrayRemove(paperId) }, { merge: true });
}

/** Every reviewer address's list as stored. */
export async function storedReviewerPapers(): Promise<Map<string, string[]>> {
  const collections = await reviewerLists().listCollections();
  const entries = await Promise.all(collections.map(async (collection) => [decodeURIComponent(collection.id), (await collection.select().get()).docs.map((doc) => doc.id)] as const));
  return new Map(entries.filter(([, paperIds]) => paperIds.length > 0));
}

/** Every author's list as stored. */
export async function storedAuthorPapers(): Promise<Map<string, string[]>> {
  const lists = await documents.authorPapers.get();
  return new Map(lists.docs.map((doc) => [doc.id, doc.data().paperIds] as const).filter(([, paperIds]) => paperIds.length > 0));
}

/** The lists the papers make: each person (by `owners`) with the papers that name them. */
export function paperListsOf<P extends { paperId: string }>(papers: Iterable<P>, owners: (paper: P) => readonly string[]): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const paper of papers) for (const owner of owners(paper)) wanted.set(owner, [...(wanted.get(owner) ?? []), paper.paperId]);
  return wanted;
}

/** What turns the stored lists into the wanted ones: each person and paper to list, or to take off (listed false). */
export function paperListRepairs(stored: ReadonlyMap<string, readonly string[]>, wanted: ReadonlyMap<string, readonly string[]>): Array<{ owner: string; paperId: string; listed: boolean }> {
  const repairs: Array<{ owner: string; paperId: string; listed: boolean }> = [];
  for (const [owner, paperIds] of wanted) {
    const has = new Set(stored.get(owner) ?? []);
    for (const paperId of paperIds) if (!has.has(paperId)) repairs.push({ owner, paperId, listed: true });
  }
  for (const [owner, paperIds] of stored) {
    const keep = new Set(wanted.get(owner) ?? []);
    for (const paperId of paperIds) if (!keep.has(paperId)) repairs.push({ owner, paperId, listed: false });
  }
  return repairs;
}
