// GET /api/participants/payments/{id}/invoice.pdf: the payment's document as it stands (a payment
// request before verification, the tax invoice or receipt after), for the payer and admins.
import { handles } from '../../lib/http';
import { loadPaymentFor } from '../../lib/paymentStore';
import { renderPaymentDocument } from '../../lib/payments/taxInvoice';
import { sendFile } from '../../lib/sendFile';

export const paymentInvoice = handles('paymentInvoice', async ({ params, res, caller }) => {
  const id = params.paymentId ?? '';
  const payment = await loadPaymentFor(caller, id);
  const name = payment.document ? payment.document.number.replace(/\//g, '-') : `payment-request-${id}`;
  sendFile(res, { bytes: Buffer.from(await renderPaymentDocument(payment)), contentType: 'application/pdf' }, `${name}.pdf`, 'inline');
});
