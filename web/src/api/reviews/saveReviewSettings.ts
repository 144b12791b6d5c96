// POST /api/admin/reviewsettings: saves the review settings; 400 names the field it refuses
// (reviewersPerPaper outside 1 to 10). The paper lists, which count against it, read again when next shown.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ReviewSettings } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function saveReviewSettings(settings: ReviewSettings): Promise<MessageResponse> {
  return callApi('saveReviewSettings', { json: settings });
}

export function useSaveReviewSettings() {
  return useMutation({ mutationFn: saveReviewSettings });
}
