// GET /api/admin/reviewercomments: one page of the decision table (the papers with a reviewer or a
// review: each review's state and scores, and the summary), in the order, status filter and search
// asked for; the next page's cursor, how many papers match, and the reviewers each paper should have.
// A new request keeps the rows of the last one on screen, dimmed, until its page arrives.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaperListQuery, ReviewerCommentsAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function getReviewerComments(query: PaperListQuery): Promise<ReviewerCommentsAnswer> {
  return callApi('reviewerComments', { query });
}

/** Every page of the decision table, to read again after a review is sent or a decision made. */
export const reviewerCommentsKey = ['admin', 'reviewerComments'] as const;

export function reviewerCommentsOptions(query: PaperListQuery) {
  return queryOptions({ queryKey: [...reviewerCommentsKey, query] as const, queryFn: () => getReviewerComments(query) });
}

export function useReviewerCommentsPage(query: PaperListQuery) {
  return useQuery({ ...reviewerCommentsOptions(query), placeholderData: keepPreviousData });
}
