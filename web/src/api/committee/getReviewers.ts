// GET /api/admin/getreviewers: one page of the reviewer records by name, searched by name, affiliation
// or email; the next page's cursor and how many match (the Reviewers screen). A new request keeps the
// rows of the last one on screen, dimmed, until its page arrives.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetReviewersAnswer, ReviewerListQuery } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function getReviewers(query: ReviewerListQuery): Promise<GetReviewersAnswer> {
  return callApi('getReviewers', { query });
}

/** A page as the grid shows it: the answer and how many rows of the list come before its first. */
export type ReviewerPage = GetReviewersAnswer & { firstRow: number };

/** Every page of the reviewer list, to read again after a reviewer is added or deleted. */
export const reviewersKey = ['admin', 'reviewers'] as const;

export function reviewerPageOptions(query: ReviewerListQuery, firstRow: number) {
  return queryOptions({
    queryKey: [...reviewersKey, query, firstRow] as const,
    queryFn: async (): Promise<ReviewerPage> => ({ ...(await getReviewers(query)), firstRow }),
  });
}

export function useReviewerPage(query: ReviewerListQuery, firstRow: number) {
  return useQuery({ ...reviewerPageOptions(query, firstRow), placeholderData: keepPreviousData });
}
