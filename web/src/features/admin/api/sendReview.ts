// POST /api/admin/sendreview: releases the review to the author; the review is locked from then on.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function sendReview(paperId: string): Promise<MessageResponse> {
  return callApi('sendReview', { json: { paperId } });
}
