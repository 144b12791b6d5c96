// GET /api/admin/extensions: every deadline extension granted, the latest first (the Settings screen's
// Extensions).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function getExtensions(): Promise<ApiAnswer<'extensions'>> {
  return callApi('extensions');
}

export const extensionsOptions = queryOptions({ queryKey: ['admin', 'extensions'] as const, queryFn: getExtensions });

export function useExtensions() {
  return useQuery(extensionsOptions);
}
