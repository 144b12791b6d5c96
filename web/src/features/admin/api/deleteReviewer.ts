// DELETE /api/admin/deletereviewer/{id}: removes a reviewer record; 409 while papers are under review
// with that reviewer.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function deleteReviewer(id: string): Promise<MessageResponse> {
  return callApi('deleteReviewer', { params: { id } });
}
