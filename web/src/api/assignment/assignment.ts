// Bidding and assignment for the chair: GET /api/admin/bids (the bids per paper and per reviewer), POST
// /api/admin/bids/reminders (a reminder to those who have not bid), POST /api/admin/autoassign (a
// proposal, then applying it by its ID) and POST /api/admin/bulk (a preview, then applying it). Applying
// changes the papers: their lists and counts are read again after.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiCall } from '../../lib/apiClient';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export const bidOverviewKey = ['admin', 'bids'] as const;

export type BidOverview = ApiAnswer<'bidOverview'>;
export type AutoassignAnswer = ApiAnswer<'autoassign'>;
export type ProposalAnswer = Extract<AutoassignAnswer, { proposalId: string }>;
export type BulkAnswer = ApiAnswer<'bulk'>;
export type ProposalRequest = Extract<ApiCall<'autoassign'>['json'], { apply: false }>;
export type BulkPreviewRequest = Extract<ApiCall<'bulk'>['json'], { preview: true }>;

export function useBidOverview() {
  return useQuery({ queryKey: bidOverviewKey, queryFn: () => callApi('bidOverview') });
}

export function useBidReminders() {
  return useMutation({ mutationFn: () => callApi('bidReminders') });
}

function papersChanged(queryClient: QueryClient): void {
  for (const queryKey of [papersKey, paperCountsKey, bidOverviewKey]) void queryClient.invalidateQueries({ queryKey });
}

export function useProposal() {
  return useMutation({ mutationFn: async (request: ProposalRequest) => (await callApi('autoassign', { json: request })) as ProposalAnswer });
}

export function useApplyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proposalId: string) => (await callApi('autoassign', { json: { proposalId, apply: true } })) as Exclude<AutoassignAnswer, { proposalId: string }>,
    onSuccess: () => papersChanged(queryClient),
  });
}

export function useBulkPreview() {
  return useMutation({ mutationFn: (request: BulkPreviewRequest) => callApi('bulk', { json: request }) });
}

export function useApplyBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) => callApi('bulk', { json: { previewId, apply: true } }),
    onSuccess: () => papersChanged(queryClient),
  });
}
