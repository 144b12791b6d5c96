// GET /api/admin/fees: the fee table with its tax settings, meeting link and signatory (the defaults,
// saved: false, until the chair saves one), for the Settings screen's Registration fees form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export type AdminFees = ApiAnswer<'adminFees'>;

export function getFees(): Promise<AdminFees> {
  return callApi('adminFees');
}

export const feesOptions = queryOptions({ queryKey: ['admin', 'fees'] as const, queryFn: getFees });

export function useFees() {
  return useQuery({ ...feesOptions, ...readOnEachOpen });
}
