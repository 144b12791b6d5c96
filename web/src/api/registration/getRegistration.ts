// GET /api/authors/registration: the signed-in author's conference registration, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorRegistrationAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export async function getRegistration(): Promise<AuthorRegistrationAnswer['registration']> {
  return (await callApi('authorRegistration')).registration;
}

export const registrationOptions = queryOptions({ queryKey: ['author', 'registration'] as const, queryFn: getRegistration });

/**
 * The registration, or null without one (also while it loads, or if it cannot be read: the dashboard works
 * without it). Read again on each visit: the author registers on a public page, outside this cache.
 */
export function useRegistration(): AuthorRegistrationAnswer['registration'] {
  return useQuery({ ...registrationOptions, staleTime: 0 }).data ?? null;
}
