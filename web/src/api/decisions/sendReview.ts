// POST /api/admin/sendreview: releases the review to the author; the review is locked from then on. The
// decision table is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';

export function sendReview(paperId: string): Promise<MessageResponse> {
  return callApi('sendReview', { json: { paperId } });
}

export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewerCommentsKey });
    },
  });
}
