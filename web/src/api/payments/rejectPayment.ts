// POST /api/admin/payments/{id}/reject: rejects a recorded payment with the reason the payer reads
// (1 to 500 characters; 400 names the problem); they may then record a payment again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { paymentsKey } from './getPayments';

export function rejectPayment({ paymentId, reason }: { paymentId: string; reason: string }): Promise<MessageAnswer> {
  return callApi('rejectPayment', { params: { paymentId }, json: { reason } });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
