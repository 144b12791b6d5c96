// GET /api/admin/getreviewers: every reviewer record (Reviewers list, reviewer picker of Assign).
import { ApiPaths, type ReviewerView } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';
import { useApiData } from '../hooks/useApiData';

interface GetReviewersResponse {
  success: boolean;
  reviewers?: ReviewerView[];
}

export async function getReviewers(): Promise<ReviewerView[]> {
  const answer = await apiRequest<GetReviewersResponse | null>(ApiPaths.getReviewers);
  return answer?.reviewers ?? [];
}

export function useReviewers() {
  return useApiData(getReviewers);
}
