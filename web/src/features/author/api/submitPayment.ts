// POST /api/authors/submit-payment: adds or replaces the payment of a paper (multipart). The receipt
// may be left out when the paper already has one.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export interface PaymentSubmission {
  paperId: string;
  upiId: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  receipt: File | null;
}

export function submitPayment(payment: PaymentSubmission): Promise<MessageResponse> {
  const form = new FormData();
  form.append('paperId', payment.paperId);
  form.append('upiId', payment.upiId);
  form.append('paymentDate', payment.paymentDate);
  if (payment.receipt) form.append('receipt', payment.receipt, payment.receipt.name);
  return callApi('submitPayment', { form });
}
