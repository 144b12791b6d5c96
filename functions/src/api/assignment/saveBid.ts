// PUT /api/reviewers/bids/:paperId: saves the reviewer's bid on a paper: eager, willing, notWilling,
// conflict, or null to clear it.
import { Messages, biddingStatuses, reviewDocId, type Bid, type BidDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { checkWindowOpen, readCalendar } from '../../lib/calendar/calendar';
import { documents } from '../../lib/documents';
import { conflict, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { checkPaperId, paperRef } from '../../lib/papers';
import { callerReviewer, bidRef } from '../../lib/assignment/reviewerBids';
import { tallyBid } from '../../lib/assignment/bidTallies';

export const saveBid = handles('saveBid', async ({ caller, params, body }) => {
  const receivedAt = Date.now();
  const paperId = checkPaperId(params.paperId ?? '');
  const reviewer = await callerReviewer(caller);
  checkWindowOpen(await readCalendar(), 'bidding', receivedAt);
  const bid: Bid | null = body.bid;
  const savedAt = new Date().toISOString();
  await db.runTransaction(async (transaction) => {
    const [paper, existing, declared] = await Promise.all([
      transaction.get(paperRef(paperId)).then((snapshot) => snapshot.data()),
      transaction.get(bidRef(paperId, reviewer.id)).then((snapshot) => snapshot.data()),
      transaction.get(documents.conflicts.doc(reviewDocId(paperId, reviewer.id))).then((snapshot) => snapshot.data()),
    ]);
    if (!paper || !biddingStatuses.includes(paper.status)) throw notFound(Messages.notOpenForBidding);
    if (paper.reviewerIds.includes(reviewer.id)) throw conflict(Messages.alreadyReviewing);
    tallyBid(transaction, paperId, reviewer.id, existing?.bid ?? null, bid);
    if (bid === null) {
      if (existing) transaction.delete(bidRef(paperId, reviewer.id));
    } else {
      const doc: BidDoc = { paperId, reviewerId: reviewer.id, bid, updatedAt: savedAt };
      transaction.set(bidRef(paperId, reviewer.id), doc);
    }
    // The conflict bid's declaration comes and goes with the bid; one declared otherwise stays.
    const conflictRef = documents.conflicts.doc(reviewDocId(paperId, reviewer.id));
    if (bid === 'conflict' && !declared) transaction.set(conflictRef, { paperId, reviewerId: reviewer.id, createdAt: savedAt, via: 'bid' });
    if (bid !== 'conflict' && declared?.via === 'bid') transaction.delete(conflictRef);
  });
  return { message: bid === null ? Messages.bidCleared(paperId) : Messages.bidSaved(paperId), paperId, bid, savedAt };
});
