// PUT /api/admin/publish/{paperId} (no body): publishes an Accepted paper; 409 otherwise.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function publishPaper(paperId: string): Promise<MessageResponse> {
  return callApi('publish', { params: { paperId } });
}
