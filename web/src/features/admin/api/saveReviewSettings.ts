// POST /api/admin/reviewsettings: saves the review settings; 400 names the field it refuses
// (reviewersPerPaper outside 1 to 10).
import type { MessageResponse, ReviewSettings } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function saveReviewSettings(settings: ReviewSettings): Promise<MessageResponse> {
  return callApi('saveReviewSettings', { json: settings });
}
