// POST /api/admin/payments/{id}/verify: issues the payment's receipt or tax invoice with the next number
// of the financial year and emails it to the payer (with the meeting link for online attendance);
// answers the number. 409 when the payment is verified or rejected already.
import { useApiMutation } from '../../lib/useApiMutation';
import { paymentsKey } from './getPayments';

export const useVerifyPayment = () => useApiMutation('verifyPayment', (paymentId: string) => ({ params: { paymentId } }), [paymentsKey]);
