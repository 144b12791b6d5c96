// Bidding. GET /api/reviewers/bids: the papers open for bidding (submitted or under review, not already
// the reviewer's), best matches first, one page at a time, with the reviewer's bids; never the authors.
// PUT /api/reviewers/bids/{paperId}: one bid, while the calendar's bidding window is open. A conflict bid
// is a declared conflict of interest, written with the bid; changing the bid removes that declaration.
// GET/PUT /api/reviewers/topics: the reviewer's topics, which the match and the assignment read.
import { Messages, bidsPageSize, biddingStatuses, calendarWindow, reviewDocId, searchWords, type Bid, type BidDoc, type PaperDoc, type ReviewerDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth';
import { affinityOf, biddingMatch, pairEvidence } from '../../lib/autoassign/evidence';
import { checkWindowOpen, readCalendar } from '../../lib/calendar';
import { documents } from '../../lib/documents';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { checkPaperId, paperRef } from '../../lib/papers';
import { reviewerRef } from '../../lib/reviewers';
import { readAllReviewers, readBiddingPapers } from '../../lib/bidding';

/** The caller's reviewer record, found by their verified email: bids and topics belong to the record. */
export async function callerReviewer(caller: Caller): Promise<ReviewerDoc> {
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailToBid);
  const found = (await documents.reviewers.where('email', '==', caller.email).limit(1).get()).docs[0];
  if (!found) throw forbidden(Messages.noReviewerRecord);
  return { ...found.data(), id: found.id };
}

const bidRef = (paperId: string, reviewerId: string) => documents.bids.doc(reviewDocId(paperId, reviewerId));

/** Whether a paper's visible text holds every word of the search. */
function matchesSearch(paper: PaperDoc, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const own = new Set(searchWords([paper.paperId, paper.title, paper.abstract, ...paper.keywords, ...(paper.topics ?? [])].join(' ')));
  return words.every((word) => own.has(word) || [...own].some((candidate) => candidate.startsWith(word)));
}

export const bids = handles('bids', async ({ caller, query }) => {
  const reviewer = await callerReviewer(caller);
  const [calendar, papers, own, everyone] = await Promise.all([
    readCalendar(),
    readBiddingPapers(),
    documents.bids.where('reviewerId', '==', reviewer.id).get(),
    readAllReviewers(),
  ]);
  const bidOf = new Map(own.docs.map((doc) => [doc.data().paperId, doc.data().bid]));
  const open = papers.filter((paper) => !paper.reviewerIds.includes(reviewer.id));
  // Every open paper with every reviewer: one index for all reviewers' lists, and the proposals'.
  const affinity = affinityOf(papers, everyone);
  const words = searchWords(query?.q ?? '');
  const rows = open
    .map((paper) => ({ paper, bid: bidOf.get(paper.paperId) ?? null, match: biddingMatch(pairEvidence(affinity, paper, reviewer, null)) }))
    .filter((row) => matchesSearch(row.paper, words))
    .filter((row) => (query?.bid === undefined ? true : query.bid === 'none' ? row.bid === null : row.bid === query.bid))
    .sort((a, b) => b.match.score - a.match.score || a.paper.paperId.localeCompare(b.paper.paperId));
  const start = Number(query?.page ?? 0);
  const page = rows.slice(start, start + bidsPageSize);
  const counts: Record<string, number> = { eager: 0, willing: 0, notWilling: 0, conflict: 0 };
  for (const [paperId, bid] of bidOf) if (open.some((paper) => paper.paperId === paperId)) counts[bid] = (counts[bid] ?? 0) + 1;
  return {
    papers: page.map(({ paper, bid, match }) => ({
      paperId: paper.paperId,
      title: paper.title,
      abstract: paper.abstract,
      keywords: paper.keywords,
      topics: paper.topics ?? [],
      bid,
      match,
    })),
    next: start + bidsPageSize < rows.length ? String(start + bidsPageSize) : null,
    total: rows.length,
    window: calendarWindow(calendar, 'bidding', Date.now()),
    reviewerTopics: reviewer.topics ?? [],
    counts,
  };
});

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

export const reviewerTopics = handles('reviewerTopics', async ({ caller }) => {
  const reviewer = await callerReviewer(caller);
  return { topics: reviewer.topics ?? [], researchArea: reviewer.researchArea };
});

export const saveReviewerTopics = handles('saveReviewerTopics', async ({ caller, body }) => {
  const reviewer = await callerReviewer(caller);
  await reviewerRef(reviewer.id).update({ topics: body.topics });
  return { topics: body.topics, researchArea: reviewer.researchArea };
});
