// GET /api/public/programme: the programme as saved (sessions in time order with their papers) and the
// calendar's time zone, for the chair's editor; and the papers the editor can place (Accepted and
// Published) that a search finds, a page of them from the paper list, never the whole list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiPaths, PaperStatus, type PublicProgramme } from '@confsys/domain';
import { apiRequest } from '../../lib/api';
import { callPath } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';
import { getPapers } from '../submissions/getPapers';

/** A paper the chair can place: accepted or published. */
export interface PlaceablePaper {
  paperId: string;
  title: string;
}

export const programmeKey = ['admin', 'programme'] as const;

/**
 * The public answer may be kept a minute by browsers and the CDN; the editor must start from what was
 * saved last, so it asks past those caches (the server ignores the extra parameter).
 */
export function getProgramme(): Promise<PublicProgramme> {
  return apiRequest<PublicProgramme>(callPath(ApiPaths.publicProgramme, {}, { fresh: String(Date.now()) }));
}

export function useProgramme() {
  return useQuery({ queryKey: programmeKey, queryFn: getProgramme, ...readOnEachOpen });
}

const placeableStatuses = [PaperStatus.Accepted, PaperStatus.Published].join(',');

/** How many papers a search offers at once: a session holds far fewer, and a longer search narrows them. */
export const placeableSearchSize = 20;

/** The accepted or published papers a search finds (by paper ID, a word of the title or an author's name), by paper ID. */
export async function searchPlaceablePapers(search: string): Promise<{ papers: PlaceablePaper[]; total: number }> {
  const page = await getPapers({ pageSize: String(placeableSearchSize), status: placeableStatuses, sort: 'paperId', order: 'asc', ...(search ? { q: search } : {}) });
  return { papers: page.papers.map((paper) => ({ paperId: paper.paperId, title: paper.title })), total: page.total };
}

/** The search's papers; the last answer stays on screen while the next one comes. */
export function usePlaceableSearch(search: string) {
  return useQuery({ queryKey: [...programmeKey, 'papers', search], queryFn: () => searchPlaceablePapers(search), placeholderData: keepPreviousData });
}
