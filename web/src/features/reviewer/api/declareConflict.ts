// POST /api/reviewers/conflicts: the signed-in reviewer declares a conflict of interest with a paper
// assigned to them, which takes them off it.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function declareConflict(paperId: string): Promise<MessageResponse> {
  return callApi('declareConflict', { json: { paperId } });
}
