// GET /api/admin/reviewercomments: one row per paper with a reviewer, with its review PDF and state.
import type { ReviewerCommentView } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../hooks/useApiData';


export async function getReviewerComments(): Promise<ReviewerCommentView[]> {
  return (await callApi('reviewerComments')).reviewerComments;
}

export function useReviewerComments() {
  return useApiData(getReviewerComments);
}
