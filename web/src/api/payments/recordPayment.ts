// POST /api/participants/payments: records the signed-in participant's payment of their registration
// (multipart): the amount paid in the smallest unit, the day, the UTR or transaction reference, and the
// receipt. 400 names the field it refuses; 403 once registration has closed; 409 before registering,
// while another payment is recorded or verified, or for a reference recorded already. The payments shown
// on the dashboard are read again before the call settles.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { participantOptions } from '../registration/getParticipant';

export type PaymentRecorded = ApiAnswer<'recordPayment'>;

export interface PaymentRecord {
  /** In paise or cents. */
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  reference: string;
  receipt: File;
}

export function recordPayment(payment: PaymentRecord): Promise<PaymentRecorded> {
  const form = new FormData();
  form.append('amount', String(payment.amount));
  form.append('date', payment.date);
  form.append('reference', payment.reference);
  form.append('receipt', payment.receipt, payment.receipt.name);
  return callApi('recordPayment', { form });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantOptions.queryKey }),
  });
}
