// POST /api/admin/sendreview: releases the review to the author; the review is locked from then on.
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export function sendReview(paperId: string): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>(ApiPaths.sendReview, { method: 'POST', json: { paperId } });
}
