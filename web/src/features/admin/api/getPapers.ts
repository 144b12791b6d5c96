// GET /api/admin/getpapers: one page of papers, each with its reviewers (each review's state) and
// authors, in the order, filters and search asked for; the next page's cursor, how many papers match,
// how many of those need reviewers or miss reviews, and the reviewers each paper should have (Paper
// Management, Publication, the dashboard's recent papers). A new request keeps the rows of the last
// one on screen, dimmed, until its page arrives.
import { useCallback, useEffect, useState } from 'react';
import type { GetPapersResponse, PaperListQuery } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getPapers(query: PaperListQuery): Promise<GetPapersResponse> {
  return callApi('getPapers', { query });
}

/** A page as a grid shows it: the answer, the request it answers, and how many rows of the list come before its first. */
export type PaperPage = GetPapersResponse & { asked: PaperListQuery; firstRow: number };

/** The page a request asks for (keep the request's identity while it is the same: a new one loads). */
export function usePaperPage(query: PaperListQuery, firstRow = 0) {
  const load = useCallback(async (): Promise<PaperPage> => ({ ...(await getPapers(query)), asked: query, firstRow }), [query, firstRow]);
  return useApiData(load);
}

/**
 * How many papers a request's filters match, read with a one-row page; null until the answer comes,
 * or when `query` is null (not wanted). Asked again only for other filters.
 */
export function usePaperCount(query: PaperListQuery | null): number | null {
  const key = query === null ? null : JSON.stringify(query);
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    if (query === null || key === null || counted?.key === key) return undefined;
    let current = true;
    getPapers({ ...query, pageSize: '1' }).then(
      (answer) => current && setCounted({ key, total: answer.total }),
      // No count then: the button shows none.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, key, counted]);
  return counted !== null && counted.key === key ? counted.total : null;
}
