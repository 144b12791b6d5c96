// POST /api/admin/payments/{id}/credit-note: a credit note against a verified payment's document (an
// amount in the smallest unit, paise or cents, and the reason); 400 when the amount exceeds what is left
// of the document's total. Answers the credit note's number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { paymentsKey } from './getPayments';

export function issueCreditNote({ paymentId, amount, reason }: { paymentId: string; amount: number; reason: string }): Promise<ApiAnswer<'creditNote'>> {
  return callApi('creditNote', { params: { paymentId }, json: { amount, reason } });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
