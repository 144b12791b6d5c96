// GET /api/reviews/getReviewComments?paperId=: the stored review of a paper, or null when none exists
// yet (an answer of 404 counts as none), with the hook the evaluation form loads it through.
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { callApi } from '../../../lib/apiClient';
import type { StoredReview } from '../utils/reviewForm';


export async function getReview(paperId: string): Promise<StoredReview | null> {
  try {
    return (await callApi('getReviewComments', { query: { paperId } })).review;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export type StoredReviewState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; review: StoredReview | null };

export function useStoredReview(paperId: string): StoredReviewState {
  const [state, setState] = useState<StoredReviewState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    getReview(paperId).then(
      (review) => current && setState({ status: 'ready', review }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [paperId]);
  return state;
}
