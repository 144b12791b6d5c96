// POST /api/admin/papers/{paperId}/restore (no body): puts a withdrawn paper back with its reviewers; 409
// when it is not withdrawn. The paper lists are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { paperCountsKey } from './getPaperCounts';
import { papersKey } from './getPapers';

export function restorePaper(paperId: string): Promise<MessageResponse> {
  return callApi('restorePaper', { params: { paperId } });
}

export function useRestorePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePaper,
    onSuccess: () => {
      for (const queryKey of [papersKey, paperCountsKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
