// GET /api/authors/get-payment/{paperId}: the payment recorded for a paper, if any. The payment form
// treats every failure as "no payment yet" (spec: the lookup is silent).
import type { PaymentView } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { toPaymentView } from '../utils/payment';

export async function getPayment(paperId: string): Promise<PaymentView | null> {
  const answer = await callApi('getPayment', { params: { paperId } });
  return toPaymentView(answer?.payment);
}

/** The payment of a paper, or null when there is none or the lookup failed for any reason. */
export function findPayment(paperId: string): Promise<PaymentView | null> {
  return getPayment(paperId).catch(() => null);
}
