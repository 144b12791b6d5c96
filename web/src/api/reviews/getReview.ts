// GET /api/reviews/getReviewComments?paperId=[&reviewerId=]: the review the form edits (null when none is
// started yet), the other reviewers' submitted reviews the reviewer may read, and the authors' submitted
// response when the caller may read it, with the hook the evaluation form loads them through.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewAnswer, SharedReview } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

/** The authors' submitted response: its text, words and time. */
export type SubmittedResponse = NonNullable<ReviewAnswer['response']>;

export interface LoadedReviews {
  review: ApiAnswer<'getReviewComments'>['review'];
  others: SharedReview[];
  /** Null when there is none, or the caller may not read it yet. */
  response: SubmittedResponse | null;
}

export async function getReview(paperId: string, reviewerId?: string): Promise<LoadedReviews> {
  const answer = await callApi('getReviewComments', { query: { paperId, ...(reviewerId ? { reviewerId } : {}) } });
  return { review: answer.review, others: answer.others, response: answer.response ?? null };
}

export function storedReviewOptions(paperId: string, reviewerId?: string) {
  return queryOptions({ queryKey: ['review', 'stored', paperId, reviewerId ?? null] as const, queryFn: () => getReview(paperId, reviewerId) });
}

/** Read each time the form opens: it starts from the review as stored now. */
export function useStoredReview(paperId: string, reviewerId?: string) {
  return useQuery({ ...storedReviewOptions(paperId, reviewerId), ...readOnEachOpen });
}
