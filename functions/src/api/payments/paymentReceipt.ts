// GET /api/participants/payments/{id}/receipt: the receipt the payer uploaded, for the payer and admins.
import { extensionOf } from '@confsys/domain';
import { notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { loadPaymentFor } from '../../lib/payments/store';
import { sendFile } from '../../lib/sendFile';

export const paymentReceipt = handles('paymentReceipt', async ({ params, res, caller }) => {
  const id = params.paymentId ?? '';
  const payment = await loadPaymentFor(caller, id);
  const file = await fileStore().read(payment.receiptStorePath);
  if (!file) throw notFound('File not found.');
  sendFile(res, file, `payment-${id}.${extensionOf(payment.receiptStorePath)}`, 'inline');
});
