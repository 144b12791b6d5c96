// POST /api/papers/{paperId}/discussion: posts a comment (Markdown), for the chair optionally asking one
// reviewer (`to`, by label). The discussion is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { discussionKey } from './getDiscussion';

export interface NewComment {
  text: string;
  /** The reviewer the chair asks, by label ("Reviewer 2"). */
  to?: string;
}

export function postComment(paperId: string, comment: NewComment): Promise<ApiAnswer<'postComment'>> {
  return callApi('postComment', { params: { paperId }, json: comment });
}

export function usePostComment(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => postComment(paperId, comment),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discussionKey(paperId) }),
  });
}
