// Saving a reviewer's bid on a paper open for bidding that they do not review: the bid, the paper's
// tallies, and the conflict bid's declaration, which comes and goes with the bid, in one transaction.
import { Messages, biddingStatuses, type AnswerOf, type Endpoints, type JsonBodyOf, reviewDocId, type Bid, type BidDoc } from '@confsys/domain';
import { db } from '../admin';
import { documents } from '../documents';
import { conflict, notFound } from '../errors';
import { paperRef } from '../papers';
import { bidRef } from './reviewerBids';
import { tallyBid } from './bidTallies';

/** Saves (or, with null, clears) the bid of the reviewer record `reviewerId` on the paper, and answers it. */
export async function saveReviewerBid(paperId: string, reviewerId: string, body: JsonBodyOf<(typeof Endpoints)['saveBid']>): Promise<AnswerOf<(typeof Endpoints)['saveBid']>> {
  const bid: Bid | null = body.bid;
  const savedAt = new Date().toISOString();
  await db.runTransaction(async (transaction) => {
    const [paper, existing, declared] = await Promise.all([
      transaction.get(paperRef(paperId)).then((snapshot) => snapshot.data()),
      transaction.get(bidRef(paperId, reviewerId)).then((snapshot) => snapshot.data()),
      transaction.get(documents.conflicts.doc(reviewDocId(paperId, reviewerId))).then((snapshot) => snapshot.data()),
    ]);
    if (!paper || !biddingStatuses.includes(paper.status)) throw notFound(Messages.notOpenForBidding);
    if (paper.reviewerIds.includes(reviewerId)) throw conflict(Messages.alreadyReviewing);
    tallyBid(transaction, paperId, reviewerId, existing?.bid ?? null, bid);
    if (bid === null) {
      if (existing) transaction.delete(bidRef(paperId, reviewerId));
    } else {
      const doc: BidDoc = { paperId, reviewerId: reviewerId, bid, updatedAt: savedAt };
      transaction.set(bidRef(paperId, reviewerId), doc);
    }
    // The conflict bid's declaration comes and goes with the bid; one declared otherwise stays.
    const conflictRef = documents.conflicts.doc(reviewDocId(paperId, reviewerId));
    if (bid === 'conflict' && !declared) transaction.set(conflictRef, { paperId, reviewerId: reviewerId, createdAt: savedAt, via: 'bid' });
    if (bid !== 'conflict' && declared?.via === 'bid') transaction.delete(conflictRef);
  });
  return { message: bid === null ? Messages.bidCleared(paperId) : Messages.bidSaved(paperId), paperId, bid, savedAt };
}
