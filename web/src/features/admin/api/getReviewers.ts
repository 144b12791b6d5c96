// GET /api/admin/getreviewers: one page of the reviewer records by name, searched by name, affiliation
// or email; the next page's cursor and how many match (the Reviewers screen).
import { useCallback } from 'react';
import type { GetReviewersResponse, ReviewerListQuery } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getReviewers(query: ReviewerListQuery): Promise<GetReviewersResponse> {
  return callApi('getReviewers', { query });
}

/** A page as the grid shows it: the answer and how many rows of the list come before its first. */
export type ReviewerPage = GetReviewersResponse & { firstRow: number };

/** The page a request asks for (keep the request's identity while it is the same: a new one loads). */
export function useReviewerPage(query: ReviewerListQuery, firstRow: number) {
  const load = useCallback(async (): Promise<ReviewerPage> => ({ ...(await getReviewers(query)), firstRow }), [query, firstRow]);
  return useApiData(load);
}
