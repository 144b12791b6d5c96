// The bid tallies: per paper (with whether it is open for bidding) and per reviewer, kept in the
// transaction of every saved bid (a paper's is made and moved with its status by updatePaper), so the chair's view of the bids reads a page of papers and the
// reviewers, never every bid; its figures are the counters' (a trigger adds each paper tally's change). A paper's tally is made when it is submitted and follows its status;
// recountBidTallies makes them again from the bids (for a database from before them, or a repair).
import {
  BidTallyPaths,
  countBids,
  openForBidding,
  noBidTally,
  paperNumberOf,
  tallyDelta,
  type Bid,
  type PaperStatus as Status,
} from '@confsys/domain';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { db } from '../admin';
import { bidTallies, documents } from '../documents';
import { tallyIncrements } from '../submissions/paperIndex';
import { readStats } from '../dashboard/stats';

const paperTallies = () => bidTallies.papers;
const reviewerTallies = () => bidTallies.reviewers;

/** Counts a bid's change on its paper (open: bids are taken only then) and its reviewer. */
export function tallyBid(transaction: Transaction, paperId: string, reviewerId: string, before: Bid | null, after: Bid | null): void {
  const delta = tallyIncrements(tallyDelta(before, after));
  transaction.set(paperTallies().doc(paperId), { ...delta, paperId, number: paperNumberOf(paperId), open: true }, { merge: true });
  transaction.set(reviewerTallies().doc(reviewerId), { ...delta, reviewerId }, { merge: true });
}

/** Takes a bid out of its reviewer's tally, and its paper's when the paper stays: the bid is being erased (in the same write). */
export function untallyBid(writer: WriteBatch, { paperId, reviewerId, bid }: { paperId: string; reviewerId: string; bid: Bid }, { paper }: { paper: boolean }): void {
  const delta = tallyIncrements(tallyDelta(bid, null));
  writer.set(reviewerTallies().doc(reviewerId), { ...delta, reviewerId }, { merge: true });
  if (paper) writer.set(paperTallies().doc(paperId), { ...delta, paperId }, { merge: true });
}

/** Drops an erased paper's tally. */
export function dropPaperTally(writer: WriteBatch, paperId: string): void {
  writer.delete(paperTallies().doc(paperId));
}

/**
 * Papers open for bidding, those nobody wants, and the bids on them: the counters' shards, which a
 * trigger on the papers' tallies keeps (triggers/counters.ts), so the figures cost the same reads at any size.
 */
export async function openPaperFigures(): Promise<{ openPapers: number; unwantedPapers: number; bids: number }> {
  return (await readStats()).bidding;
}

/** A page of the open papers' tallies in order of paper ID, all of them or those nobody wants, with their titles and topics. */
export async function paperTallyPage(show: 'all' | 'unwanted', page: number, pageSize: number) {
  let query = paperTallies().where('open', '==', true);
  if (show === 'unwanted') query = query.where('wanted', '==', 0);
  const rows = await query
    .orderBy('number')
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .get();
  const tallied = rows.docs.map((doc) => doc.data());
  const papers = tallied.length > 0 ? await db.getAll(...tallied.map((tally) => documents.papers.doc(tally.paperId))) : [];
  return tallied.map(({ paperId, eager, willing, notWilling, conflict, wanted }, at) => {
    const paper = papers[at]?.data();
    return { paperId, title: paper?.title ?? '', topics: paper?.topics ?? [], eager, willing, notWilling, conflict, unwanted: wanted === 0 };
  });
}

/** Every reviewer record (by name) with the bids they have made. */
export async function reviewersWithBids() {
  const reviewers = await documents.reviewers.orderBy('nameKey').get();
  const kept = reviewers.empty ? [] : await db.getAll(...reviewers.docs.map((doc) => reviewerTallies().doc(doc.id)));
  return reviewers.docs.map((doc, at) => {
    const { eager, willing, notWilling, conflict, total } = kept[at]?.data() ?? noBidTally();
    return { reviewerId: doc.id, name: doc.data().name, email: doc.data().email, topics: doc.data().topics ?? [], eager, willing, notWilling, conflict, bids: total, silent: total === 0 };
  });
}

/** The tallies the bids and the papers' statuses make, and those stored, keyed by document path. */
async function talliesCountedAndStored() {
  const [bids, papers, storedPapers, storedReviewers] = await Promise.all([
    documents.bids.get(),
    documents.papers.select('status').get(),
    db.collection(paperTallies().path).get(),
    db.collection(reviewerTallies().path).get(),
  ]);
  const counted = countBids(bids.docs.map((doc) => doc.data()));
  const wanted = new Map<string, Record<string, unknown>>();
  for (const paper of papers.docs) {
    wanted.set(paperTallies().doc(paper.id).path, { ...(counted.papers.get(paper.id) ?? noBidTally()), paperId: paper.id, number: paperNumberOf(paper.id), open: openForBidding(paper.get('status') as Status) });
  }
  for (const [reviewerId, tally] of counted.reviewers) wanted.set(reviewerTallies().doc(reviewerId).path, { ...tally, reviewerId });
  // A reviewer whose bids were all cleared keeps a tally of zeros: the same as none.
  const stored = new Map([...storedPapers.docs, ...storedReviewers.docs].filter((doc) => doc.ref.parent.id === BidTallyPaths.papers || doc.get('total') !== 0).map((doc) => [doc.ref.path, doc.data()]));
  return { wanted, stored };
}

/** The stored tallies that differ from a recount, each named by its path. */
export async function tallyDifferences(): Promise<string[]> {
  const { wanted, stored } = await talliesCountedAndStored();
  const paths = new Set([...wanted.keys(), ...stored.keys()]);
  return [...paths].filter((path) => !isDeepStrictEqual(stored.get(path), wanted.get(path))).map((path) => `${path}: stored ${JSON.stringify(stored.get(path) ?? null)}, counted ${JSON.stringify(wanted.get(path) ?? null)}`);
}

/** Writes every tally that differs from a recount; answers how many it changed. Run it while nothing else writes. */
export async function recountBidTallies(): Promise<number> {
  const { wanted, stored } = await talliesCountedAndStored();
  const paths = [...new Set([...wanted.keys(), ...stored.keys()])].filter((path) => !isDeepStrictEqual(stored.get(path), wanted.get(path)));
  for (let start = 0; start < paths.length; start += 400) {
    const batch = db.batch();
    for (const path of paths.slice(start, start + 400)) {
      const counted = wanted.get(path);
      if (counted) batch.set(db.doc(path), counted);
      else batch.delete(db.doc(path));
    }
    await batch.commit();
  }
  return paths.length;
}
