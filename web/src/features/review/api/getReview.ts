// GET /api/reviews/getReviewComments?paperId=[&reviewerId=]: the review the form edits (null when none is
// started yet), and the other reviewers' submitted reviews the reviewer may read, with the hook the
// evaluation form loads them through.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedReview } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { readOnEachOpen } from '../../../lib/queryClient';
import type { StoredReview } from '../utils/reviewForm';

export interface LoadedReviews {
  review: StoredReview | null;
  others: SharedReview[];
}

export async function getReview(paperId: string, reviewerId?: string): Promise<LoadedReviews> {
  const answer = await callApi('getReviewComments', { query: { paperId, ...(reviewerId ? { reviewerId } : {}) } });
  return { review: answer.review, others: answer.others };
}

export function storedReviewOptions(paperId: string, reviewerId?: string) {
  return queryOptions({ queryKey: ['review', 'stored', paperId, reviewerId ?? null] as const, queryFn: () => getReview(paperId, reviewerId) });
}

/** Read each time the form opens: it starts from the review as stored now. */
export function useStoredReview(paperId: string, reviewerId?: string) {
  return useQuery({ ...storedReviewOptions(paperId, reviewerId), ...readOnEachOpen });
}
