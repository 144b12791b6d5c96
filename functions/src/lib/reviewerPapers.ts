// Which papers each reviewer address is assigned to (meta/reviewerPapers/{address}/{paperId}): written
// with the paper's reviewers in the same transaction or batch (updatePaper), so a reviewer's papers are
// read by document ID instead of by a query over every paper. The paper stays the authority: a reader
// keeps only the papers that still list the address.
import { ReviewerPaperPaths } from '@confsys/domain';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { editionMeta } from './documents';

const lists = () => editionMeta().doc(ReviewerPaperPaths.parentDoc);

/** One collection per address; its name is the address encoded, as a collection ID holds no "/". */
const listOf = (email: string) => lists().collection(encodeURIComponent(email));

/** Adds the paper to the lists of the addresses it gained and takes it from those it lost. */
export function recordReviewerPapers(writer: Transaction | WriteBatch, paperId: string, before: readonly string[], after: readonly string[]): void {
  // A transaction and a batch take the same set and delete; their declared overloads differ.
  const write = writer as WriteBatch;
  for (const email of after) if (!before.includes(email)) write.set(listOf(email).doc(paperId), { paperId });
  for (const email of before) if (!after.includes(email)) write.delete(listOf(email).doc(paperId));
}

/** The IDs of the papers listed for an address. */
export async function reviewerPaperIds(email: string): Promise<string[]> {
  return (await listOf(email).select().get()).docs.map((doc) => doc.id);
}

/** Every address's list as stored (the migration and the invariant checker compare them with the papers). */
export async function storedReviewerPapers(): Promise<Map<string, string[]>> {
  const collections = await lists().listCollections();
  const entries = await Promise.all(collections.map(async (collection) => [decodeURIComponent(collection.id), (await collection.select().get()).docs.map((doc) => doc.id)] as const));
  return new Map(entries.filter(([, paperIds]) => paperIds.length > 0));
}

/** The lists the papers make: each address with the papers that name it among their reviewers. */
export function reviewerPapersOf(papers: Iterable<{ paperId: string; reviewerEmails: readonly string[] }>): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const paper of papers) for (const email of paper.reviewerEmails) wanted.set(email, [...(wanted.get(email) ?? []), paper.paperId]);
  return wanted;
}

/** What turns the stored lists into the wanted ones: each address and paper to list, or to take off (listed false). */
export function reviewerPaperRepairs(stored: ReadonlyMap<string, readonly string[]>, wanted: ReadonlyMap<string, readonly string[]>): Array<{ email: string; paperId: string; listed: boolean }> {
  const repairs: Array<{ email: string; paperId: string; listed: boolean }> = [];
  for (const [email, paperIds] of wanted) {
    const has = new Set(stored.get(email) ?? []);
    for (const paperId of paperIds) if (!has.has(paperId)) repairs.push({ email, paperId, listed: true });
  }
  for (const [email, paperIds] of stored) {
    const keep = new Set(wanted.get(email) ?? []);
    for (const paperId of paperIds) if (!keep.has(paperId)) repairs.push({ email, paperId, listed: false });
  }
  return repairs;
}
