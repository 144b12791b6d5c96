// GET /api/admin/reviewsettings: the conference's review settings (reviewers per paper, whether
// reviewers who have submitted read the others' reviews), for the Settings screen's Reviewing form.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export const reviewSettingsOptions = endpointQuery('reviewSettings', ['admin', 'reviewSettings']);

export function useReviewSettings() {
  return useQuery({ ...reviewSettingsOptions, ...readOnEachOpen });
}
