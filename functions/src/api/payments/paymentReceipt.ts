// GET /api/participants/payments/{id}/receipt: the receipt the payer uploaded, for the payer and admins.
import { Messages, extensionOf, formatDate } from '@confsys/domain';
import { gone, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { loadPaymentFor } from '../../lib/paymentStore';
import { sendFile } from '../../lib/sendFile';

export const paymentReceipt = handles('paymentReceipt', async ({ params, res, caller }) => {
  const id = params.paymentId ?? '';
  const payment = await loadPaymentFor(caller, id);
  if (payment.receiptErasedAt) throw gone(Messages.receiptErased(formatDate(payment.receiptErasedAt)));
  const file = await fileStore().read(payment.receiptStorePath);
  if (!file) throw notFound('File not found.');
  sendFile(res, file, `payment-${id}.${extensionOf(payment.receiptStorePath)}`, 'inline');
});
