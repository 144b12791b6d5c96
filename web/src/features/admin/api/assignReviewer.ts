// POST /api/admin/assignreviewer: puts a reviewer on a paper (the paper goes Under Review); 409 when
// its status forbids it (Published and later).
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export function assignReviewer(paperId: string, reviewerId: string): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.assignReviewer, { method: 'POST', json: { paperId, reviewerId } });
}
