// POST /api/admin/assignreviewer: the whole list of a paper's reviewers. A conflict of interest is
// refused (409) unless the request carries the written override reason. The paper lists and their
// filter counts are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { paperAssignmentKey } from './getPaperAssignment';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';

export interface ReviewerListChange {
  paperId: string;
  reviewerIds: string[];
  /** The written reason for assigning despite conflicts of interest, if any is overridden. */
  overrideReason?: string;
  /** Keep the submitted reviews of reviewers taken off the paper. */
  keepReviews: boolean;
}

export function setReviewers(change: ReviewerListChange): Promise<AssignAnswer> {
  const { paperId, reviewerIds, overrideReason, keepReviews } = change;
  return callApi('assignReviewer', { json: { paperId, reviewerIds, keepReviews, ...(overrideReason ? { override: { reason: overrideReason } } : {}) } });
}

export function useSetReviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewers,
    onSuccess: () => {
      for (const queryKey of [papersKey, paperCountsKey, paperAssignmentKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
