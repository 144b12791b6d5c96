// POST /api/admin/papers/{paperId}/release: opens a paper's submitted reviews to its authors for their
// response (and emails them). The decision table is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';

export function releaseResponse(paperId: string): Promise<MessageResponse> {
  return callApi('releaseResponse', { params: { paperId } });
}

export function useReleaseResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseResponse,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewerCommentsKey }),
  });
}
