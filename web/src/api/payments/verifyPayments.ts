// POST /api/admin/payments/verify ("Verify selected"): verifies the recorded ones of up to 25 payments in
// one transaction, numbered in the order listed, and answers each payment's number or why it was not verified.
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function verifyPayments(paymentIds: readonly string[]): Promise<ApiAnswer<'verifyPayments'>> {
  return callApi('verifyPayments', { json: { paymentIds: [...paymentIds] } });
}
