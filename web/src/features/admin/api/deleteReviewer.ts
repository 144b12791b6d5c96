// DELETE /api/admin/deletereviewer/{id}: removes a reviewer record; 409 while papers are under review
// with that reviewer.
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export function deleteReviewer(id: string): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.deleteReviewer(id), { method: 'DELETE' });
}
