// POST /api/authors/submit-payment: records the payment of the author's registration from a paper's
// form, or changes it while it awaits verification (multipart). The receipt may be left out then.
import type { MessageResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export interface PaymentSubmission {
  paperId: string;
  upiId: string;
  reference: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  receipt: File | null;
}

export function submitPayment(payment: PaymentSubmission): Promise<MessageResponse> {
  const form = new FormData();
  form.append('paperId', payment.paperId);
  form.append('upiId', payment.upiId);
  form.append('reference', payment.reference);
  form.append('paymentDate', payment.paymentDate);
  if (payment.receipt) form.append('receipt', payment.receipt, payment.receipt.name);
  return callApi('submitPayment', { form });
}
