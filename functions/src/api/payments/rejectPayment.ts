// POST /api/admin/payments/{id}/reject: the treasurer rejects a recorded payment with the reason.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { rejectPayment as reject } from '../../lib/payments/reject';

export const rejectPayment = handles('rejectPayment', async ({ params, body, caller }) => {
  await reject(params.paymentId ?? '', caller, body.reason);
  return { message: Messages.paymentRejected };
});
