// POST /api/admin/updatestatus: the decision on a reviewed paper (Accepted or Rejected); 409 unless it
// is Under Review with a review PDF.
import { PaperStatus, type MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export type Decision = typeof PaperStatus.Accepted | typeof PaperStatus.Rejected;

export function updatePaperStatus(paperId: string, status: Decision): Promise<MessageResponse> {
  return callApi('updateStatus', { json: { paperId, status } });
}
