// Bidding and assignment for the chair: GET /api/admin/bids (the bids per paper and per reviewer), POST
// /api/admin/bids/reminders (a reminder to those who have not bid), the automatic assignment (POST
// /api/admin/autoassign/proposals, then .../proposals/{proposalId}/apply) and bulk actions (POST
// /api/admin/bulk/previews, then .../previews/{previewId}/apply). Applying changes the papers: their
// lists and counts are read again after.
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
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
export type ProposalRequest = ApiBody<'proposeAssignment'>;
export type BulkPreviewRequest = ApiBody<'previewBulk'>;

export function useBidOverview() {
  return useQuery({ queryKey: bidOverviewKey, queryFn: () => callApi('bidOverview') });
}

export function useBidReminders() {
  return useMutation({ mutationFn: () => callApi('bidReminders') });
}

/** Applying changes the papers: their lists and counts, and the bids' overview, are read again after. */
const papersChanged = [papersKey, paperCountsKey, bidOverviewKey];

export const useProposal = () => useApiMutation('proposeAssignment', (json: ProposalRequest) => ({ json }));
export const useApplyProposal = () => useApiMutation('applyAssignment', (proposalId: string) => ({ params: { proposalId } }), papersChanged);
export const useBulkPreview = () => useApiMutation('previewBulk', (json: BulkPreviewRequest) => ({ json }));
export const useApplyBulk = () => useApiMutation('applyBulk', (previewId: string) => ({ params: { previewId } }), papersChanged);
