// GET /api/public/programme: the programme as saved (sessions in time order with their papers) and the
// calendar's time zone, for the chair's editor; and every paper the editor can place (Accepted and
// Published), read through the paper list a hundred at a time.
import { useQuery } from '@tanstack/react-query';
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

/** Every accepted or published paper, by paper ID. */
export async function getPlaceablePapers(): Promise<PlaceablePaper[]> {
  const papers: PlaceablePaper[] = [];
  let after: string | null = null;
  do {
    const page = await getPapers({ pageSize: '100', status: placeableStatuses, sort: 'paperId', order: 'asc', ...(after ? { after } : {}) });
    papers.push(...page.papers.map((paper) => ({ paperId: paper.paperId, title: paper.title })));
    after = page.next;
  } while (after);
  return papers;
}

export function usePlaceablePapers() {
  return useQuery({ queryKey: [...programmeKey, 'papers'], queryFn: getPlaceablePapers, ...readOnEachOpen });
}
