// POST /api/admin/updatestatus: the decision on a reviewed paper (Accepted or Rejected); 409 unless it
// is Under Review with a review PDF.
import { ApiPaths, PaperStatus, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export type Decision = typeof PaperStatus.Accepted | typeof PaperStatus.Rejected;

export function updatePaperStatus(paperId: string, status: Decision): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.updateStatus, { method: 'POST', json: { paperId, status } });
}
