// A payment's document as a file: the payment request before verification, the tax invoice (or
// receipt) after, with its credit notes. The verification's message attaches it by path; it is made
// from the payment alone, the same bytes whenever it is made, so the mail sender asks this module's
// attachment maker for it (registered with the sender by functions/src/registrations.ts) rather than
// knowing about payments.
import { IdFormats, type PaymentDoc, builtEdition } from '@confsys/domain';
import { configDocs } from '../documents';
import { fileStore, type StoredFile } from '../fileStore';
import { taxInvoicePdf } from '../pdf/taxInvoicePdf';
import { paymentRef } from '../paymentStore';
import { readIdentity } from '../conference/identity';
import { currentEdition, inEdition } from '../editionScope';
import { readEdition } from '../editions/editions';

/**
 * Where a verified payment's document is stored for its email: invoices/ (the bucket that keeps them 72
 * months, lib/recovery.ts), in a folder of its edition unless that is the built edition.
 */
export function taxInvoicePath(paymentId: string): string {
  const edition = currentEdition();
  return edition.layout === 'root' ? `invoices/${paymentId}.pdf` : `invoices/${edition.id}/${paymentId}.pdf`;
}

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
  const [, editionId, id] = /^invoices\/(?:([a-z0-9-]{1,40})\/)?([A-Za-z0-9]{1,40})\.pdf$/.exec(path) ?? [];
  const edition = editionId === undefined ? builtEdition : await readEdition(editionId);
  if (!edition || !id || !IdFormats.payment.test(id)) return null;
  const payment = (await inEdition(edition, () => paymentRef(id).get())).data();
  if (!payment?.document) return null;
  const bytes = Buffer.from(await inEdition(edition, () => renderPaymentDocument(payment)));
  // Kept for 72 months and never replaced (lib/recovery.ts): when another delivery of the message stored it first, that file is the one.
  if (await fileStore().create(path, bytes, 'application/pdf')) return { bytes, contentType: 'application/pdf' };
  return fileStore().read(path);
}
