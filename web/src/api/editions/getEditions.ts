// GET /api/admin/editions: every edition with its state, and which is current, for the Settings screen's Editions section.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export const editionsOptions = endpointQuery('editions', ['admin', 'editions']);

export function useEditions() {
  return useQuery({ ...editionsOptions, ...readOnEachOpen });
}
