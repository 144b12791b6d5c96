// PUT /api/admin/publish/{paperId} (no body): publishes an Accepted paper; 409 otherwise. The paper
// lists are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export function publishPaper(paperId: string): Promise<MessageResponse> {
  return callApi('publish', { params: { paperId } });
}

export function usePublishPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPaper,
    onSuccess: () => {
      for (const queryKey of [papersKey, paperCountsKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
