// PUT /api/admin/publish/{paperId} (no body): publishes an Accepted paper; 409 otherwise.
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export function publishPaper(paperId: string): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.publish(paperId), { method: 'PUT' });
}
