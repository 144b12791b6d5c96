// A payment's document as a file: the payment request before verification, the tax invoice (or
// receipt) after, with its credit notes. The verification's message attaches it by path; it is made
// from the payment alone, the same bytes whenever it is made, so the mail sender asks this module's
// attachment maker for it (registered with the sender) rather than knowing about payments.
import { IdFormats, type PaymentDoc } from '@confsys/domain';
import { configDocs } from '../documents';
import { fileStore, type StoredFile } from '../fileStore';
import { registerAttachmentMaker } from '../mail/attachments';
import { taxInvoicePdf } from '../pdf/taxInvoicePdf';
import { paymentRef } from './store';
import { readIdentity } from '../conference/identity';

/** Where a verified payment's document is stored for its email. */
export const taxInvoicePath = (paymentId: string) => `invoices/${paymentId}.pdf`;

/** The PDF of a payment's document as it stands. */
export async function renderPaymentDocument(payment: PaymentDoc): Promise<Uint8Array> {
  const [table, identity] = await Promise.all([configDocs.fees.get().then((doc) => doc.data()), readIdentity()]);
  return taxInvoicePdf(payment, payment.document ? table?.signatory.image : null, identity);
}

/**
 * The stored PDF of an issued document, made and stored now if it is not yet: the verification only
 * writes the payment (keeping its transaction, which holds the financial year's counter, short).
 * Null for a path that names no verified payment.
 */
export async function taxInvoiceFile(path: string): Promise<StoredFile | null> {
  const id = /^invoices\/([A-Za-z0-9]{1,40})\.pdf$/.exec(path)?.[1];
  const payment = id && IdFormats.payment.test(id) ? (await paymentRef(id).get()).data() : undefined;
  if (!payment?.document) return null;
  const bytes = Buffer.from(await renderPaymentDocument(payment));
  // Kept for 72 months and never replaced (lib/recovery.ts): when another delivery of the message stored it first, that file is the one.
  if (await fileStore().create(path, bytes, 'application/pdf')) return { bytes, contentType: 'application/pdf' };
  return fileStore().read(path);
}

registerAttachmentMaker('invoices/', taxInvoiceFile);
