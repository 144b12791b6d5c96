// GET /api/admin/reviewercomments: one row per paper with a reviewer, with its review PDF and state.
import { ApiPaths, type ReviewerCommentView } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';
import { useApiData } from '../hooks/useApiData';

interface ReviewerCommentsResponse {
  reviewerComments?: ReviewerCommentView[];
}

export async function getReviewerComments(): Promise<ReviewerCommentView[]> {
  const answer = await apiRequest<ReviewerCommentsResponse | null>(ApiPaths.reviewerComments);
  return Array.isArray(answer?.reviewerComments) ? answer.reviewerComments : [];
}

export function useReviewerComments() {
  return useApiData(getReviewerComments);
}
