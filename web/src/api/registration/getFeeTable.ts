// GET /api/admin/fees: the fee table with its tax settings, meeting link and signatory (the defaults,
// saved: false, until the chair saves one), for the Settings screen's Registration fees form.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export type AdminFees = ApiAnswer<'adminFees'>;

export const feesOptions = endpointQuery('adminFees', ['admin', 'fees']);

export function useFees() {
  return useQuery({ ...feesOptions, ...readOnEachOpen });
}
