// Bidding and assignment for the chair: GET /api/admin/bids (the bids per paper and per reviewer), POST
// /api/admin/bids/reminders (a reminder to those who have not bid), the automatic assignment (POST
// /api/admin/autoassign/proposals, then .../proposals/{proposalId}/apply) and bulk actions (POST
// /api/admin/bulk/previews, then .../previews/{previewId}/apply). Applying changes the papers: their
// lists and counts are read again after.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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

/** One page (from 1) of the papers nobody wants, with the figures and every reviewer's bids. */
export function useBidOverview(page: number) {
  return useQuery({ queryKey: [...bidOverviewKey, page], queryFn: () => callApi('bidOverview', { query: { show: 'unwanted', page: String(page) } }), placeholderData: keepPreviousData });
}

export function useBidReminders() {
  return useMutation({ mutationFn: () => callApi('bidReminders') });
}

/** Applying changes the papers: their lists and counts, and the bids' overview, are read again after. */
const papersChanged = [papersKey, paperCountsKey, bidOverviewKey];

/** A page (from 1) of a stored proposal. */
export const getProposalPage = (proposalId: string, page: number): Promise<ProposalAnswer> => callApi('proposalPage', { params: { proposalId }, query: { page: String(page) } });

/** Every page of a stored proposal, in order: for the CSV. */
export async function getWholeProposal(first: ProposalAnswer): Promise<Pick<ProposalAnswer, 'assignments' | 'unfilled'>> {
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++) pages.push(await getProposalPage(first.proposalId, page));
  return { assignments: pages.flatMap((page) => page.assignments), unfilled: pages.flatMap((page) => page.unfilled) };
}

export const useProposal = () => useApiMutation('proposeAssignment', (json: ProposalRequest) => ({ json }));
export const useApplyProposal = () => useApiMutation('applyAssignment', (proposalId: string) => ({ params: { proposalId } }), papersChanged);
export const useBulkPreview = () => useApiMutation('previewBulk', (json: BulkPreviewRequest) => ({ json }));
export const useApplyBulk = () => useApiMutation('applyBulk', (previewId: string) => ({ params: { previewId } }), papersChanged);
