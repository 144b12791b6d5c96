// What bidding reads: the papers open for it, every reviewer, and every bid.
import { comparePaperIds, biddingStatuses, type BidDoc, type PaperDoc, type ReviewerDoc } from '@confsys/domain';
import { documents } from '../documents';

/** The papers open for bidding (submitted or under review), in order of their IDs. */
export async function readBiddingPapers(): Promise<PaperDoc[]> {
  const snapshot = await documents.papers.where('status', 'in', [...biddingStatuses]).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => comparePaperIds(a.paperId, b.paperId));
}

/** Every reviewer record, by name: the bidding list and the proposals read them in one order (one affinity index serves both). */
export async function readAllReviewers(): Promise<ReviewerDoc[]> {
  const snapshot = await documents.reviewers.get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })).sort((a, b) => a.nameKey.localeCompare(b.nameKey) || a.id.localeCompare(b.id));
}

/** Every bid, by paper and reviewer ("paperId reviewerId" → bid). */
export async function readAllBids(): Promise<Map<string, BidDoc>> {
  const snapshot = await documents.bids.get();
  return new Map(snapshot.docs.map((doc) => [`${doc.data().paperId} ${doc.data().reviewerId}`, doc.data()]));
}
