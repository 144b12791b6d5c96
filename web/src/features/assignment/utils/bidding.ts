// The bidding screen's rules apart from its markup: the list's page, search and filter as the URL keeps
// them, the bidding window in words, the "26–50 of 73" of a page.
import { BidsQuerySchema, Messages, bidLabels, bidLevels, biddingPageSize, formatDeadlineIn, viewerTimeOf, type Bid, type BidsQuery, formatClockTime } from '@confsys/domain';

import type { BidsPage } from '../../../api/assignment/bids';

export type { BidsPage };
export type BiddingWindow = BidsPage['window'];
export type BiddingPaper = BidsPage['papers'][number];

/** The filter's choices: every bid, or none yet; '' shows all. */
export type BidFilter = '' | Bid | 'none';
export const bidFilterOptions: ReadonlyArray<{ value: BidFilter; label: string }> = [
  { value: '', label: 'All' },
  ...bidLevels.map((bid) => ({ value: bid, label: bidLabels[bid] })),
  { value: 'none', label: 'No bid yet' },
];

/** The list's query as the URL holds it (?page=&q=&bid=); a value the server would refuse is left out. */
export function bidsQueryOf(params: URLSearchParams): BidsQuery {
  const query: BidsQuery = {};
  const { page, q, bid } = BidsQuerySchema.shape;
  const pageValue = page.safeParse(params.get('page') ?? undefined);
  if (pageValue.success && pageValue.data !== undefined) query.page = pageValue.data;
  const search = (params.get('q') ?? '').trim();
  const searchValue = q.safeParse(search);
  if (search !== '' && searchValue.success) query.q = searchValue.data;
  const bidValue = bid.safeParse(params.get('bid') ?? undefined);
  if (bidValue.success && bidValue.data !== undefined) query.bid = bidValue.data;
  return query;
}

/**
 * Where a page starts in the list, read from the answer itself (so a page kept on screen while the next
 * loads is counted as what it is): the next page's start less a page, or on the last page what is left.
 */
export function pageStart(page: Pick<BidsPage, 'next' | 'total' | 'papers'>): number {
  return page.next === null ? Math.max(0, page.total - page.papers.length) : Math.max(0, Number(page.next) - biddingPageSize);
}

/** The `page` of the page before one starting at `start`; undefined for the first page (which has none). */
export function previousPage(start: number): string | undefined {
  const previous = Math.max(0, start - biddingPageSize);
  return previous === 0 ? undefined : String(previous);
}

/** "Papers 26–50 of 73", "Paper 1 of 1", or that none match. */
export function pageRangeText(start: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No paper matches.';
  const first = start + 1;
  const last = start + shown;
  return first === last ? `Paper ${first} of ${total}` : `Papers ${first}–${last} of ${total}`;
}

/** The window in words, in the conference's time zone (with the viewer's clock where it differs, while open). */
export function biddingWindowText(window: BiddingWindow, viewerZone?: string): string {
  const at = (iso: string) => formatDeadlineIn(iso, window.timeZone);
  if (window.state === 'open' && window.closesAt) {
    const viewer = viewerZone ? viewerTimeOf(window.closesAt, window.timeZone, viewerZone) : null;
    return `Bidding is open until ${at(window.closesAt)}${viewer ? ` (${viewer})` : ''}.`;
  }
  if (window.state === 'notYetOpen' && window.opensAt) return `${Messages.biddingNotYetOpen(at(window.opensAt))} Until then you can read the papers, but not bid.`;
  if (window.state === 'closed' && window.closesAt) return Messages.biddingClosed(at(window.closesAt));
  return Messages.biddingNotPlanned;
}

/** How many papers the reviewer has bid on, and how, in words: "Eager: 2", ... */
export function bidCounts(counts: Record<string, number>): Array<{ bid: Bid; label: string; count: number }> {
  return bidLevels.map((bid) => ({ bid, label: bidLabels[bid], count: counts[bid] ?? 0 }));
}


/** "Saved at 14:05", on the viewer's clock (the moment has just passed). */
export function savedText(savedAt: string, bid: Bid | null): string {
  const time = formatClockTime(savedAt);
  return bid === null ? `Bid cleared at ${time}.` : `Saved at ${time}: ${bidLabels[bid]}.`;
}
