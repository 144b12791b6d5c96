// GET /api/admin/papers/{paperId}/assignment: the paper's reviewers, and one page of the reviewer records
// a search matches, each with their load and conflicts with it (the assign dialog). The pages of a search
// are read one after another ("Show more"); a new search keeps the last list on screen until it comes.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { reviewerPageQuery, type PaperAssignmentAnswer, type ReviewerListQuery } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

/** Candidates per request. */
const candidatePageSize = 25;

export function getPaperAssignment(paperId: string, query: ReviewerListQuery): Promise<PaperAssignmentAnswer> {
  return callApi('paperAssignment', { params: { paperId }, query });
}

/** One page of a search, with the search it answers. */
export type AssignmentPage = PaperAssignmentAnswer & { search: string };

/** Every paper's assignment lists, to read again after an assignment. */
export const paperAssignmentKey = ['admin', 'paperAssignment'] as const;

export function paperAssignmentOptions(paperId: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...paperAssignmentKey, paperId, search] as const,
    queryFn: async ({ pageParam }): Promise<AssignmentPage> => ({
      ...(await getPaperAssignment(paperId, reviewerPageQuery(search, candidatePageSize, pageParam))),
      search,
    }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Read afresh each time the dialog opens: it starts from the paper's reviewers as they are. */
export function usePaperAssignment(paperId: string, search: string) {
  return useInfiniteQuery({ ...paperAssignmentOptions(paperId, search), placeholderData: keepPreviousData, ...readOnEachOpen });
}
