// GET /api/authors/get-payment/{paperId}: the payment recorded for the caller's paper, if any.
import type { PaymentDetails, PaymentView } from '@confsys/domain';
import { handles } from '../../lib/http';
import { assertOwnerOrAdmin, loadManuscript } from '../../lib/papers';

export function paymentView(payment: PaymentDetails | null): PaymentView | null {
  return payment ? { upiId: payment.upiId, paymentDate: payment.paymentDate, receiptPath: payment.receiptPath } : null;
}

export const getPayment = handles('getPayment', async ({ params, caller }) => {
  const manuscript = await loadManuscript(params.paperId ?? '');
  assertOwnerOrAdmin(caller, manuscript);
  return { success: true, payment: paymentView(manuscript.payment) };
});
