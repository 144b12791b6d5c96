// PUT /api/authors/papers/{paperId}/conflicts: replaces the committee members the authors of a paper
// declare a conflict with; 409 once the paper is no longer submitted, 400 for an unknown member.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function savePaperConflicts(paperId: string, excludedReviewers: string[]): Promise<MessageResponse> {
  return callApi('paperConflicts', { params: { paperId }, json: { excludedReviewers } });
}
