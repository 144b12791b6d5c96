// GET /api/public/privacy: the data contact and the retention periods as stored (the defaults until the
// chair saves them, `saved` false), for the Settings screen's Privacy form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicApiPaths } from '@confsys/domain';
import { apiRequest } from '../../lib/api';
import { callPath, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

/** Past the minute browsers and the CDN may keep the public answer, so the form starts from what was saved last. */
export function getPrivacySettings(): Promise<ApiAnswer<'publicPrivacy'>> {
  return apiRequest<ApiAnswer<'publicPrivacy'>>(callPath(PublicApiPaths.publicPrivacy, {}, { fresh: String(Date.now()) }));
}

export const privacySettingsOptions = queryOptions({ queryKey: ['admin', 'privacy'] as const, queryFn: getPrivacySettings });

export function usePrivacySettings() {
  return useQuery({ ...privacySettingsOptions, ...readOnEachOpen });
}
