// Bidding and assignment for the chair: GET /api/admin/bids (the bids per paper and per reviewer), POST
// /api/admin/bids/reminders (a reminder to those who have not bid), the automatic assignment (POST
// /api/admin/autoassign/proposals, then .../proposals/{proposalId}/apply) and bulk actions (POST
// /api/admin/bulk/previews, then .../previews/{previewId}/apply). Applying changes the papers: their
// lists and counts are read again after.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiCall } from '../../lib/apiClient';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export const bidOverviewKey = ['admin', 'bids'] as const;

export type BidOverview = ApiAnswer<'bidOverview'>;
export type ProposalAnswer = ApiAnswer<'proposeAssignment'>;
export type AppliedProposalAnswer = ApiAnswer<'applyAssignment'>;
/** Either step's answer of the automatic assignment. */
export type AutoassignAnswer = ProposalAnswer | AppliedProposalAnswer;
export type BulkPreviewAnswer = ApiAnswer<'previewBulk'>;
export type BulkAppliedAnswer = ApiAnswer<'applyBulk'>;
/** What the bulk dialog shows: the preview, then what applying it did (`applied` tells which). */
export type BulkAnswer = BulkPreviewAnswer | BulkAppliedAnswer;
/**
 * The requests as the screens make them. The endpoints take no step flag (each step has its own
 * address); a flag a screen still adds from the single endpoint's time is dropped before the call.
 */
export type ProposalRequest = ApiCall<'proposeAssignment'>['json'] & { apply?: false };
export type BulkPreviewRequest = ApiCall<'previewBulk'>['json'] & { preview?: true };

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
  return useMutation({ mutationFn: ({ apply: _step, ...request }: ProposalRequest) => callApi('proposeAssignment', { json: request }) });
}

export function useApplyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) => callApi('applyAssignment', { params: { proposalId } }),
    onSuccess: () => papersChanged(queryClient),
  });
}

export function useBulkPreview() {
  return useMutation({ mutationFn: ({ preview: _step, ...request }: BulkPreviewRequest) => callApi('previewBulk', { json: request }) });
}

export function useApplyBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) => callApi('applyBulk', { params: { previewId } }),
    onSuccess: () => papersChanged(queryClient),
  });
}
