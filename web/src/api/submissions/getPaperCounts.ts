// GET /api/admin/papercounts: Paper Management's filter buttons' counts for a status and search, asked
// beside the page (the rows never wait for them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaperCountsQuery, PaperCountsAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function getPaperCounts(query: PaperCountsQuery): Promise<PaperCountsAnswer> {
  return callApi('paperCounts', { query });
}

/** The counts of every status and search, to read again after a change that moves papers between the filters. */
export const paperCountsKey = ['admin', 'paperCounts'] as const;

export function paperCountsOptions(query: PaperCountsQuery) {
  return queryOptions({ queryKey: [...paperCountsKey, query] as const, queryFn: () => getPaperCounts(query) });
}

/** The counts, or null until they come (or when they cannot be read: the buttons then show none). */
export function usePaperCounts(query: PaperCountsQuery): PaperCountsAnswer | null {
  return useQuery(paperCountsOptions(query)).data ?? null;
}
