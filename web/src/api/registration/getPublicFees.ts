// GET /api/public/fees: the published fee table, the GST rate and the early and registration deadlines,
// for the registration form's categories and its estimate. Its fees are null until the chair publishes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type Fees = ApiAnswer<'publicFees'>;

export function getFees(): Promise<Fees> {
  return callApi('publicFees');
}

export const feesOptions = queryOptions({ queryKey: ['author', 'fees'] as const, queryFn: getFees });

export function useFees() {
  return useQuery(feesOptions);
}
