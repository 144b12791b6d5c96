// POST /api/admin/payments/{id}/verify: the treasurer verifies a recorded payment; answers its number.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { verifyPayment as verify } from '../../lib/payments/verify';

export const verifyPayment = handles('verifyPayment', async ({ params, caller }) => {
  const receiptNumber = await verify(params.paymentId ?? '', caller);
  return { receiptNumber, message: Messages.paymentVerified(receiptNumber) };
});
