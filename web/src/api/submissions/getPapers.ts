// GET /api/admin/getpapers: one page of papers, each with its reviewers (each review's state) and
// authors, in the order, filters and search asked for; the next page's cursor, how many papers match,
// and the reviewers each paper should have (Paper Management, Publication, the dashboard's recent
// papers). A new request keeps the rows of the last one on screen, dimmed, until its page arrives.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetPapersAnswer, PaperListQuery } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function getPapers(query: PaperListQuery): Promise<GetPapersAnswer> {
  return callApi('getPapers', { query });
}

/** A page as a grid shows it: the answer and how many rows of the list come before its first. */
export type PaperPage = GetPapersAnswer & { firstRow: number };

/** Every page of every paper list, to read again after a change to papers. */
export const papersKey = ['admin', 'papers'] as const;

export function paperPageOptions(query: PaperListQuery, firstRow = 0) {
  return queryOptions({
    queryKey: [...papersKey, query, firstRow] as const,
    queryFn: async (): Promise<PaperPage> => ({ ...(await getPapers(query)), firstRow }),
  });
}

export function usePaperPage(query: PaperListQuery, firstRow = 0) {
  return useQuery({ ...paperPageOptions(query, firstRow), placeholderData: keepPreviousData });
}
