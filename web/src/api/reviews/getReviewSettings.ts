// GET /api/admin/reviewsettings: the conference's review settings (reviewers per paper, whether
// reviewers who have submitted read the others' reviews), for the Settings screen's Reviewing form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSettings } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export function getReviewSettings(): Promise<ReviewSettings> {
  return callApi('reviewSettings');
}

export const reviewSettingsOptions = queryOptions({ queryKey: ['admin', 'reviewSettings'] as const, queryFn: getReviewSettings });

export function useReviewSettings() {
  return useQuery({ ...reviewSettingsOptions, ...readOnEachOpen });
}
