// GET /api/admin/reviewercomments: the decision table's rows (one per paper with a reviewer: each
// review's state and scores, and the summary) and the reviewers each paper should have.
import type { ReviewerCommentsResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getReviewerComments(): Promise<ReviewerCommentsResponse> {
  return callApi('reviewerComments');
}

export function useReviewerComments() {
  return useApiData(getReviewerComments);
}
