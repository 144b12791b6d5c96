
import type { MessageResponse } from '@confsys/domain';
import { callApi, formData } from '../../lib/apiClient';

export interface PaymentSubmission {
  paperId: string;
  upiId: string;
  reference: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  receipt: File | null;
}

export function submitPayment({ receipt, ...payment }: PaymentSubmission): Promise<MessageResponse> {
  return callApi('submitPayment', { form: formData({ ...payment, receipt: receipt ?? undefined }) });
}
