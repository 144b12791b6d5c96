// GET /api/public/conference: the conference's identity as stored (the edition's as built until the chair
// saves one, `saved` false), for the Settings screen's Conference form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicApiPaths } from '@confsys/domain';
import { apiRequest } from '../../lib/api';
import { callPath, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

/**
 * The public answer may be kept a minute by browsers and the CDN; the form must start from what was
 * saved last, so it asks past those caches (the server ignores the extra parameter).
 */
export function getConferenceIdentity(): Promise<ApiAnswer<'publicConference'>> {
  return apiRequest<ApiAnswer<'publicConference'>>(callPath(PublicApiPaths.publicConference, {}, { fresh: String(Date.now()) }));
}

export const conferenceIdentityOptions = queryOptions({ queryKey: ['admin', 'conference'] as const, queryFn: getConferenceIdentity });

export function useConferenceIdentity() {
  return useQuery({ ...conferenceIdentityOptions, ...readOnEachOpen });
}
