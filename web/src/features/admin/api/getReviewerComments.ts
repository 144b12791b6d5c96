// GET /api/admin/reviewercomments: one page of the decision table (the papers with a reviewer or a
// review: each review's state and scores, and the summary), in the order, status filter and search
// asked for; the next page's cursor, how many papers match, and the reviewers each paper should have.
// A new request keeps the rows of the last one on screen, dimmed, until its page arrives.
import { useCallback } from 'react';
import type { PaperListQuery, ReviewerCommentsResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getReviewerComments(query: PaperListQuery): Promise<ReviewerCommentsResponse> {
  return callApi('reviewerComments', { query });
}

/** The page a request asks for (keep the request's identity while it is the same: a new one loads). */
export function useReviewerCommentsPage(query: PaperListQuery) {
  const load = useCallback(() => getReviewerComments(query), [query]);
  return useApiData(load);
}
