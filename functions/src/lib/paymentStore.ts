// Where payments are kept (below the areas, as the review store is: registration reads a payer's open payment) and how their payer and the treasurer read them: payments/{id}, the
// registration's own note of the payment that holds it (openPayment), the view both screens show, and
// the payment a payer or an admin may open.
import { ApiPaths, IdFormats, Messages, type OpenPayment, type PaperPaymentView, type ParticipantDoc, type ParticipantPayment, type PaymentDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { Caller } from './auth';
import { documents } from './documents';
import { forbidden, notFound } from './errors';
import { isAdmin } from './papers';

export const paymentRef = (id: string) => documents.payments.doc(id);

/** A payer's payments that hold their registration (recorded or verified): at most one. */
export const openPaymentsOf = (uid: string) => documents.payments.where('uid', '==', uid).where('state', 'in', ['recorded', 'verified']).limit(1);

/**
 * The payment that holds a registration (recorded or verified), read from the registration itself.
 * Only a registration stored before it carried the field is looked up among the payments (until the
 * migration fills it in): a query in a transaction would contend with every other payer's writes.
 */
export async function openPaymentOf(transaction: Transaction, registration: ParticipantDoc): Promise<OpenPayment | null> {
  if (registration.openPayment !== undefined) return registration.openPayment;
  const open = await transaction.get(openPaymentsOf(registration.uid));
  const found = open.docs[0];
  const state = found?.data().state;
  return found && (state === 'recorded' || state === 'verified') ? { id: found.id, state } : null;
}

export function paymentView(id: string, payment: PaymentDoc): ParticipantPayment {
  return {
    id,
    state: payment.state,
    name: payment.name,
    email: payment.email,
    paperIds: payment.paperIds,
    attendance: payment.attendance,
    reference: payment.reference,
    upiId: payment.upiId ?? null,
    declared: payment.declared,
    due: payment.due,
    date: payment.date,
    recordedAt: payment.recordedAt,
    decidedAt: payment.decidedAt,
    reason: payment.reason,
    receiptErasedAt: payment.receiptErasedAt ?? null,
    receiptNumber: payment.document?.number ?? null,
    documentKind: payment.document?.kind ?? null,
    creditNotes: payment.creditNotes,
    receiptUrl: ApiPaths.paymentReceipt(id),
    invoiceUrl: ApiPaths.paymentInvoice(id),
  };
}

/** The payment `id` for its payer or an admin: 404 when there is none, 403 when it is another's. */
export async function loadPaymentFor(caller: Caller, id: string): Promise<PaymentDoc> {
  const payment = IdFormats.payment.test(id) ? (await paymentRef(id).get()).data() : undefined;
  if (!payment) throw notFound(Messages.paymentNotFound);
  if (!isAdmin(caller) && payment.uid !== caller.uid) throw forbidden(Messages.notYourPayment);
  return payment;
}

/** The payment that holds a participant's registration (recorded or verified), with its ID; null when none does. */
export async function openPaymentOfPayer(uid: string): Promise<{ id: string; payment: PaymentDoc } | null> {
  const registration = (await documents.participants.doc(uid).get()).data();
  const open = registration?.openPayment;
  if (!open) return null;
  const payment = (await paymentRef(open.id).get()).data();
  return payment ? { id: open.id, payment } : null;
}

/** The payer's open payment when it covers `paperId`: the paper's payment. */
export function paymentCovering(open: { id: string; payment: PaymentDoc } | null, paperId: string): { id: string; payment: PaymentDoc } | null {
  return open?.payment.paperIds.includes(paperId) ? open : null;
}

/** A paper's payment as the paper's payment form and the dashboard show it: the payment of its author's registration that covers it. */
export function paperPaymentView(open: { id: string; payment: PaymentDoc } | null, paperId: string): PaperPaymentView | null {
  const covering = paymentCovering(open, paperId);
  if (!covering) return null;
  const { id, payment } = covering;
  return {
    paymentId: id,
    state: payment.state,
    upiId: payment.upiId ?? '',
    reference: payment.reference,
    paymentDate: payment.date,
    declared: payment.declared,
    due: payment.due,
    receiptNumber: payment.document?.number ?? null,
    receiptPath: ApiPaths.paymentReceipt(id),
    invoiceUrl: ApiPaths.paymentInvoice(id),
  };
}
