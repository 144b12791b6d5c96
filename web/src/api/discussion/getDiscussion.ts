// GET /api/papers/{paperId}/discussion: a paper's discussion (its comments oldest first, each by "Reviewer
// N" or "Chair"), whether it is resolved, the caller's own label and the paper's reviewers. 403 for a
// reviewer whose own review is not submitted (its message says so).
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type Discussion = ApiAnswer<'discussion'>;

export const discussionKey = (paperId: string) => ['discussion', paperId] as const;

export function getDiscussion(paperId: string): Promise<Discussion> {
  return callApi('discussion', { params: { paperId } });
}

export function useDiscussion(paperId: string) {
  return useQuery({ queryKey: discussionKey(paperId), queryFn: () => getDiscussion(paperId) });
}
