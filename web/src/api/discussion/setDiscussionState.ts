// PUT /api/admin/papers/{paperId}/discussion: the chair marks a paper's discussion resolved, or opens it
// again. The discussion is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { discussionKey } from './getDiscussion';

export function setDiscussionState(paperId: string, resolved: boolean): Promise<MessageResponse> {
  return callApi('discussionState', { params: { paperId }, json: { resolved } });
}

export function useSetDiscussionState(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) => setDiscussionState(paperId, resolved),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discussionKey(paperId) }),
  });
}
