// DELETE /api/admin/deletereviewer/{id}: removes a reviewer record; 409 while papers are under review
// with that reviewer. The reviewer list is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { reviewersKey } from './getReviewers';

export function deleteReviewer(id: string): Promise<MessageResponse> {
  return callApi('deleteReviewer', { params: { id } });
}

export function useDeleteReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewersKey });
    },
  });
}
