// POST /api/authors/submit-payment: records the payment of the author's registration from a paper's
// form, or changes it while it awaits verification (multipart). The receipt may be left out then.
import { formData } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

export interface PaymentSubmission {
  paperId: string;
  upiId: string;
  reference: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  receipt: File | null;
}

export const useSubmitPayment = () => useApiMutation('submitPayment', ({ receipt, ...payment }: PaymentSubmission) => ({ form: formData({ ...payment, receipt: receipt ?? undefined }) }));
