// GET /api/admin/getpapers: one page of papers, each with its reviewers (each review's state) and
// authors, in the order, filters and search asked for; the next page's cursor, how many papers match,
// and the reviewers each paper should have (Paper Management, Publication, the dashboard's recent
// papers); and GET /api/admin/papercounts, the filter buttons' counts. A new request keeps the rows of the last
// one on screen, dimmed, until its page arrives.
import { useCallback, useEffect, useState } from 'react';
import type { GetPapersResponse, PaperCountsQuery, PaperCountsResponse, PaperListQuery } from '@confsys/domain';
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

/** GET /api/admin/papercounts: the filter buttons' counts for a status and search. */
export function getPaperCounts(query: PaperCountsQuery): Promise<PaperCountsResponse> {
  return callApi('paperCounts', { query });
}

/**
 * The filter buttons' counts for a status and search, asked beside the page (the rows never wait for
 * them); null until the answer for these comes. Asked again only for another status or search, or
 * when `version` changes (after an action that moves papers between the filters).
 */
export function usePaperCounts(query: PaperCountsQuery, version = 0): PaperCountsResponse | null {
  const key = `${JSON.stringify(query)}#${version}`;
  const [counted, setCounted] = useState<{ key: string; answer: PaperCountsResponse } | null>(null);
  useEffect(() => {
    if (counted?.key === key) return undefined;
    let current = true;
    getPaperCounts(query).then(
      (answer) => current && setCounted({ key, answer }),
      // No counts then: the buttons show none.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, key, counted]);
  return counted !== null && counted.key === key ? counted.answer : null;
}
