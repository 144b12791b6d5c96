// POST /api/admin/updatestatus: the decision on a reviewed paper (Accepted or Rejected); 409 unless it
// is Under Review with a review PDF. The decision table and the paper lists are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaperStatus, type MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';
import { reviewerCommentsKey } from '../reviews/getReviewerComments';

export type Decision = typeof PaperStatus.Accepted | typeof PaperStatus.Rejected;

export function updatePaperStatus(paperId: string, status: Decision): Promise<MessageResponse> {
  return callApi('updateStatus', { json: { paperId, status } });
}

export function useUpdatePaperStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, status }: { paperId: string; status: Decision }) => updatePaperStatus(paperId, status),
    onSuccess: () => {
      for (const queryKey of [reviewerCommentsKey, papersKey, paperCountsKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
