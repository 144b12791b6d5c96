// GET /api/admin/reviewsettings: the conference's review settings (reviewers per paper, whether
// reviewers who have submitted read the others' reviews), for the Settings screen's Reviewing form.
import type { ReviewSettings } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getReviewSettings(): Promise<ReviewSettings> {
  return callApi('reviewSettings');
}

export function useReviewSettings() {
  return useApiData(getReviewSettings);
}
