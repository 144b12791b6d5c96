// POST /api/admin/payments/{id}/credit-note: a credit note against a verified payment's document (an
// amount in the smallest unit, paise or cents, and the reason); 400 when the amount exceeds what is left
// of the document's total. Answers the credit note's number.
import { useApiMutation } from '../../lib/useApiMutation';
import { paymentsKey } from './getPayments';

export const useIssueCreditNote = () =>
  useApiMutation('creditNote', ({ paymentId, amount, reason }: { paymentId: string; amount: number; reason: string }) => ({ params: { paymentId }, json: { amount, reason } }), [paymentsKey]);
