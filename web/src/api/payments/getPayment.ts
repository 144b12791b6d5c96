// GET /api/authors/get-payment/{paperId}: a paper's payment (the payment of the author's registration
// that covers it), if any. The payment form treats every failure as "no payment yet" (spec: the lookup
// is silent).
import type { PaymentView } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

/** The payment of a paper, or null when there is none or the lookup failed for any reason. */
export function findPayment(paperId: string): Promise<PaymentView | null> {
  return callApi('getPayment', { params: { paperId } }).then(
    (answer) => answer.payment,
    () => null,
  );
}
