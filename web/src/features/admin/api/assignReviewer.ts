// POST /api/admin/assignreviewer: puts a reviewer on a paper (the paper goes Under Review); 409 when
// its status forbids it (Published and later).
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function assignReviewer(paperId: string, reviewerId: string): Promise<MessageResponse> {
  return callApi('assignReviewer', { json: { paperId, reviewerId } });
}
