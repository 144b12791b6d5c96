// GET /api/authors/get-payment/{paperId}: a paper's payment, for its submitting author or an admin: the
// payment of the author's conference registration that covers the paper (recorded or verified), or
// null. A view of the participant's payments, the one payment model.
import { handles } from '../../lib/http';
import { assertOwnerOrAdmin, loadManuscript } from '../../lib/papers';
import { openPaymentOfPayer, paperPaymentView } from '../../lib/paymentStore';

export const getPayment = handles('getPayment', async ({ params, caller }) => {
  const manuscript = await loadManuscript(params.paperId ?? '');
  assertOwnerOrAdmin(caller, manuscript);
  return { success: true, payment: paperPaymentView(await openPaymentOfPayer(manuscript.authorId), manuscript.paperId) };
});
