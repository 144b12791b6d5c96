// POST /api/reviewers/conflicts: the signed-in reviewer declares a conflict of interest with a paper
// assigned to them, which takes them off it; their list is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { assignedPapersKey } from '../reviews/getAssignedPapers';

export function declareConflict(paperId: string): Promise<MessageResponse> {
  return callApi('declareConflict', { json: { paperId } });
}

export function useDeclareConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareConflict,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignedPapersKey });
    },
  });
}
