// GET /api/reviews/getReviewComments?paperId=[&reviewerId=]: the review the form edits (null when none is
// started yet), and the other reviewers' submitted reviews the reviewer may read, with the hook the
// evaluation form loads them through.
import { useEffect, useState } from 'react';
import type { SharedReview } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import type { StoredReview } from '../utils/reviewForm';

export interface LoadedReviews {
  review: StoredReview | null;
  others: SharedReview[];
}

export async function getReview(paperId: string, reviewerId?: string): Promise<LoadedReviews> {
  const answer = await callApi('getReviewComments', { query: { paperId, ...(reviewerId ? { reviewerId } : {}) } });
  return { review: answer.review, others: answer.others };
}

export type StoredReviewState = { status: 'loading' } | { status: 'error'; error: unknown } | ({ status: 'ready' } & LoadedReviews);

export function useStoredReview(paperId: string, reviewerId?: string): StoredReviewState {
  const [state, setState] = useState<StoredReviewState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    getReview(paperId, reviewerId).then(
      (loaded) => current && setState({ status: 'ready', ...loaded }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [paperId, reviewerId]);
  return state;
}
