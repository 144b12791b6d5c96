// POST /api/authors/papers/{paperId}/withdraw: the author withdraws their paper (with an optional reason
// for the chair). The dashboard's list is a live read, so it shows the new status by itself.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function withdrawPaper(paperId: string, reason: string): Promise<MessageResponse> {
  return callApi('withdrawPaper', { params: { paperId }, json: reason.trim() === '' ? {} : { reason: reason.trim() } });
}
