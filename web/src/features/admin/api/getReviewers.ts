// GET /api/admin/getreviewers: every reviewer record (Reviewers list, reviewer picker of Assign).
import type { ReviewerView } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';


export async function getReviewers(): Promise<ReviewerView[]> {
  return (await callApi('getReviewers')).reviewers;
}

export function useReviewers() {
  return useApiData(getReviewers);
}
