// The reviewer's bidding page: the papers open for bidding that they do not review, best matches first
// (with the reason), with their bids: one page of 12, a search and a filter by bid; the bidding window and
// their counts by bid.
import { comparePaperIds, type AnswerOf, type Endpoints, type QueryOf, type ReviewerDoc, biddingPageSize, calendarWindow, searchWords } from '@confsys/domain';
import { affinityOf, biddingMatch, pairEvidence } from './autoassign/evidence';
import { readCalendar } from '../calendar/calendar';
import { documents } from '../documents';
import { readAllReviewers, readBiddingPapers } from './bidding';
import { matchesSearch } from './reviewerBids';

/** The page of the bidding list the query asks for, for the reviewer record of the caller. */
export async function readBidsPage(reviewer: ReviewerDoc, query: QueryOf<(typeof Endpoints)['bids']>): Promise<AnswerOf<(typeof Endpoints)['bids']>> {
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
    .sort((a, b) => b.match.score - a.match.score || comparePaperIds(a.paper.paperId, b.paper.paperId));
  const start = Number(query?.page ?? 0);
  const page = rows.slice(start, start + biddingPageSize);
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
    next: start + biddingPageSize < rows.length ? String(start + biddingPageSize) : null,
    total: rows.length,
    window: calendarWindow(calendar, 'bidding', Date.now()),
    reviewerTopics: reviewer.topics ?? [],
    counts,
  };
}
