// GET /api/admin/payments: one page of payments, newest first (25 a page; `next` is the page after it),
// by state and a search (name, email, paper ID or transaction reference), with how many match. And the
// receipt a payer uploaded (GET its receiptUrl with the ID token), for the treasurer's preview.
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiCall } from '../../lib/apiClient';
import { fetchFile } from '../../lib/files';
import { readOnEachOpen } from '../../lib/queryClient';

export type PaymentsPage = ApiAnswer<'adminPayments'>;
export type PaymentsQuery = ApiCall<'adminPayments'>['query'];

/** Every page of payments, to read again after a verification, rejection or credit note. */
export const paymentsKey = ['admin', 'payments'] as const;

export function getPayments(query: PaymentsQuery): Promise<PaymentsPage> {
  return callApi('adminPayments', { query });
}

export function usePayments(query: PaymentsQuery) {
  return useQuery({ queryKey: [...paymentsKey, query], queryFn: () => getPayments(query), placeholderData: keepPreviousData });
}

/** Reads every page of payments again (after verifications made one by one). */
export function useReloadPayments(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: paymentsKey }), [queryClient]);
}

/** The uploaded receipt as a Blob (an image or a PDF), read afresh each time the preview opens. */
export function usePaymentReceipt(receiptUrl: string) {
  return useQuery({ queryKey: [...paymentsKey, 'receipt', receiptUrl], queryFn: () => fetchFile(receiptUrl), ...readOnEachOpen });
}
