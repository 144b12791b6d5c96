// Bidding: GET /api/reviewers/bids reads one page of the papers open for bidding (with the search and the
// filter), PUT /api/reviewers/bids/{paperId} saves one bid. A bid shows at once in every page already
// read (the paper's bid and the counts); when the server refuses it, the pages are read again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bid, BidsQuery } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type BidsPage = ApiAnswer<'bids'>;

export const bidsKey = ['reviewer', 'bids'] as const;

export function useBids(query: BidsQuery) {
  return useQuery({
    queryKey: [...bidsKey, query],
    queryFn: () => callApi('bids', { query }),
    // The page shown stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

interface BidChange {
  /** The bid shown before the click. */
  from: Bid | null;
  to: Bid | null;
}

export function useSaveBid(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One paper's clicks are saved in the order made, so the last one is the bid kept.
    scope: { id: `bid:${paperId}` },
    mutationFn: ({ to }: BidChange) => callApi('saveBid', { params: { paperId }, json: { bid: to } }),
    onMutate: async ({ from, to }: BidChange) => {
      await queryClient.cancelQueries({ queryKey: bidsKey });
      queryClient.setQueriesData<BidsPage>({ queryKey: bidsKey }, (page) => page && withBid(page, paperId, from, to));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: bidsKey }),
  });
}

/** A page read before, with the paper's bid changed from `from` to `to`: the paper (if on it) and the counts. */
export function withBid(page: BidsPage, paperId: string, from: Bid | null, to: Bid | null): BidsPage {
  if (from === to) return page;
  const counts = { ...page.counts };
  if (from) counts[from] = Math.max(0, (counts[from] ?? 0) - 1);
  if (to) counts[to] = (counts[to] ?? 0) + 1;
  return { ...page, counts, papers: page.papers.map((paper) => (paper.paperId === paperId ? { ...paper, bid: to } : paper)) };
}
