// Participants' payments on the server: recording one (its reference claimed across the conference in
// the same transaction), the treasurer's verification (the next number of the financial year taken in
// the same transaction as the payment's state, so numbers never repeat and a failure leaves no gap),
// the rejection (which frees the reference), credit notes, and what payer and treasurer read.
import {
  ApiPaths,
  Messages,
  SitePages,
  conference,
  documentNumber,
  financialYearOf,
  formatAmount,
  defaultTimeZone,
  maxDocumentNumberLength,
  requiresRegisteredAuthor,
  supplierOf,
  type FeeTable,
  type IssuedDocument,
  type ParticipantPayment,
  type PaymentDoc,
} from '@confsys/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin';
import { recordAudit } from './audit';
import { readCalendar } from './calendar';
import type { Caller } from './auth';
import { configDocs, documents } from './documents';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { fileStore, type StoredFile } from './fileStore';
import { openOutbox } from './mail/outbox';
import { siteLink } from './mail/settings';
import { mailTemplates } from './mail/templates';
import { isAdmin, paperRef } from './papers';
import { paymentDocumentPdf } from './pdf/paymentDocument';

export const paymentRef = (id: string) => documents.payments.doc(id);
/** The counters of the document series: meta/documentNumbers, one field per series and financial year ("invoice 25-26"). */
const countersRef = () => db.collection('meta').doc('documentNumbers');
const counterField = (series: 'invoice' | 'credit', financialYear: string) => `${series} ${financialYear}`;

/** Where the verified payment's document is stored for its email: made by the sender when it first sends it (issuedDocumentFile), and afresh on each request. */
export const issuedDocumentPath = (paymentId: string) => `invoices/${paymentId}.pdf`;

/**
 * The stored PDF of an issued document, made and stored now if it is not yet: the verification only
 * writes the payment (keeping its transaction, which holds the financial year's counter, short), and
 * the PDF follows from the payment alone, the same bytes whenever it is made. Null for another path.
 */
export async function issuedDocumentFile(path: string): Promise<StoredFile | null> {
  const id = /^invoices\/([A-Za-z0-9]{1,40})\.pdf$/.exec(path)?.[1];
  const payment = id ? (await paymentRef(id).get()).data() : undefined;
  if (!payment?.document) return null;
  const bytes = Buffer.from(await renderPaymentDocument(payment));
  await fileStore().save(path, bytes, 'application/pdf');
  return { bytes, contentType: 'application/pdf' };
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
    declared: payment.declared,
    due: payment.due,
    date: payment.date,
    recordedAt: payment.recordedAt,
    decidedAt: payment.decidedAt,
    reason: payment.reason,
    receiptNumber: payment.document?.number ?? null,
    documentKind: payment.document?.kind ?? null,
    creditNotes: payment.creditNotes,
    receiptUrl: ApiPaths.paymentReceipt(id),
    invoiceUrl: ApiPaths.paymentInvoice(id),
  };
}

/** The payment `id` for its payer or an admin: 404 when there is none, 403 when it is another's. */
export async function loadPaymentFor(caller: Caller, id: string): Promise<PaymentDoc> {
  const payment = /^[A-Za-z0-9]{1,40}$/.test(id) ? (await paymentRef(id).get()).data() : undefined;
  if (!payment) throw notFound(Messages.paymentNotFound);
  if (!isAdmin(caller) && payment.uid !== caller.uid) throw forbidden(Messages.notYourPayment);
  return payment;
}

/** The PDF of a payment's document as it stands. */
export async function renderPaymentDocument(payment: PaymentDoc): Promise<Uint8Array> {
  const table = (await configDocs.fees.get()).data();
  return paymentDocumentPdf(payment, payment.document ? table?.signatory.image : null);
}

/** What a verified payment's document says: fixed now, from the fee table's tax settings and the registration's billing. */
function issueDocument(payment: PaymentDoc, table: FeeTable | undefined, billing: { name: string; address: string; state: string; country: string; gstin: string | null }, number: { value: string; financialYear: string; serial: number }, at: string): IssuedDocument {
  const supplier = supplierOf(table?.gstin ?? '');
  const taxInvoice = supplier.gstin !== '' && payment.due.cgst + payment.due.sgst > 0;
  return {
    kind: taxInvoice ? 'tax-invoice' : 'receipt',
    number: number.value,
    financialYear: number.financialYear,
    serial: number.serial,
    issuedAt: at,
    supplier,
    recipient: billing,
    sac: table?.sac ?? '998596',
    description: `Registration fee (${payment.due.category}, ${payment.attendance === 'online' ? 'online' : 'in person'}, ${payment.due.rate} rate): admission to the ${conference.title}`,
    amount: payment.due,
    ratePercent: taxInvoice ? (table?.gstRatePercent ?? 0) : 0,
    placeOfSupply: { state: supplier.state, stateCode: supplier.stateCode },
    reverseCharge: false,
    signatory: { name: table?.signatory.name ?? '', designation: table?.signatory.designation ?? '' },
  };
}

/** One process verifies one payment at a time, so a burst of verifications queues here instead of retrying on the counter. */
let verifications: Promise<unknown> = Promise.resolve();

/** Verifies a recorded payment: its number, state, registration, papers, audit entry and confirmation in one transaction. */
export function verifyPayment(id: string, caller: Caller): Promise<string> {
  const run = verifications.then(() => verifyInTransaction(id, caller));
  verifications = run.catch(() => undefined);
  return run;
}

/**
 * One verification in its own transaction, as each server instance runs it: concurrent ones (other
 * instances) contend for the financial year's counter, and the transaction retries the losers, so
 * every number is taken once and none is skipped.
 */
export async function verifyInTransaction(id: string, caller: Caller): Promise<string> {
  const outbox = await openOutbox();
  const [table, calendar] = await Promise.all([configDocs.fees.get().then((doc) => doc.data()), readCalendar()]);
  const timeZone = calendar?.timeZone ?? defaultTimeZone;
  const storePath = issuedDocumentPath(id);
  return db.runTransaction(
    async (transaction) => {
      const payment = (await transaction.get(paymentRef(id))).data();
      if (!payment) throw notFound(Messages.paymentNotFound);
      if (payment.state !== 'recorded') throw conflict(Messages.paymentDecided(payment.state));
      const participantRef = documents.participants.doc(payment.uid);
      const [participant, counters] = await Promise.all([transaction.get(participantRef), transaction.get(countersRef())]);
      const registration = participant.data();
      const at = new Date().toISOString();
      const financialYear = financialYearOf(at, timeZone);
      const field = counterField('invoice', financialYear);
      const serial = Number(counters.get(field) ?? 0) + 1;
      const value = documentNumber(financialYear, serial);
      if (value.length > maxDocumentNumberLength) throw conflict(Messages.documentNumbersExhausted);
      const billing = registration?.billing ?? { name: payment.name, address: '', state: '', country: '', gstin: null };
      const document = issueDocument(payment, table, billing, { value, financialYear, serial }, at);
      const verified: PaymentDoc = { ...payment, state: 'verified', decidedAt: at, decidedBy: caller.email, document };
      transaction.set(countersRef(), { [field]: serial }, { merge: true });
      transaction.set(paymentRef(id), verified);
      if (registration) {
        transaction.update(participantRef, { confirmedAt: registration.confirmedAt ?? at });
        for (const paperId of registration.paperIds) transaction.update(paperRef(paperId), { registeredAuthor: true });
      }
      recordAudit(transaction, caller, { action: 'payment.verify', target: `payment:${id}`, before: { state: payment.state }, after: { state: 'verified', number: value } });
      outbox.queue(transaction, {
        to: [payment.email],
        mail: mailTemplates.paymentVerified({
          name: billing.name,
          number: value,
          kind: document.kind,
          amount: formatAmount(payment.due.total, payment.due.currency),
          reference: payment.reference,
          meetingLink: payment.attendance === 'online' && table?.meetingLink ? table.meetingLink : null,
          dashboardUrl: siteLink(SitePages.authorDashboard),
        }),
        attachments: [{ filename: `${value.replace(/\//g, '-')}.pdf`, path: storePath }],
      });
      return value;
    },
    { maxAttempts: 100 },
  );
}

/** Rejects a recorded payment with the reason: frees its reference, and tells the payer. */
export async function rejectPayment(id: string, caller: Caller, reason: string): Promise<void> {
  const outbox = await openOutbox();
  await db.runTransaction(async (transaction) => {
    const payment = (await transaction.get(paymentRef(id))).data();
    if (!payment) throw notFound(Messages.paymentNotFound);
    if (payment.state !== 'recorded') throw conflict(Messages.paymentDecided(payment.state));
    const at = new Date().toISOString();
    transaction.set(paymentRef(id), { ...payment, state: 'rejected', decidedAt: at, decidedBy: caller.email, reason });
    transaction.delete(documents.paymentReferences.doc(payment.referenceKey));
    recordAudit(transaction, caller, { action: 'payment.reject', target: `payment:${id}`, before: { state: payment.state }, after: { state: 'rejected' }, reason });
    outbox.queue(transaction, { to: [payment.email], mail: mailTemplates.paymentRejected({ name: payment.name, reference: payment.reference, reason, dashboardUrl: siteLink(SitePages.authorDashboard) }) });
  });
}

/** A credit note against a verified payment's document: the next number of the credit series, never an edit of the original. */
export async function issueCreditNote(id: string, caller: Caller, amount: number, reason: string): Promise<string> {
  const calendar = await readCalendar();
  return db.runTransaction(
    async (transaction: Transaction) => {
      const payment = (await transaction.get(paymentRef(id))).data();
      if (!payment) throw notFound(Messages.paymentNotFound);
      if (payment.state !== 'verified' || !payment.document) throw conflict(Messages.creditNeedsVerified);
      const credited = payment.creditNotes.reduce((sum, note) => sum + note.amount, 0);
      if (credited + amount > payment.document.amount.total) {
        const left = formatAmount(payment.document.amount.total - credited, payment.document.amount.currency);
        throw badRequest(Messages.creditTooLarge(left), { amount: Messages.creditTooLarge(left) });
      }
      const counters = await transaction.get(countersRef());
      const at = new Date().toISOString();
      const financialYear = financialYearOf(at, calendar?.timeZone ?? defaultTimeZone);
      const field = counterField('credit', financialYear);
      const serial = Number(counters.get(field) ?? 0) + 1;
      const number = documentNumber(financialYear, serial, 'credit');
      transaction.set(countersRef(), { [field]: serial }, { merge: true });
      transaction.update(paymentRef(id), { creditNotes: FieldValue.arrayUnion({ number, issuedAt: at, amount, reason }) });
      recordAudit(transaction, caller, { action: 'payment.credit', target: `payment:${id}`, before: { credited }, after: { credited: credited + amount, number, against: payment.document.number }, reason });
      return number;
    },
    { maxAttempts: 40 },
  );
}

/** Whether a paper may be published under the fee table's rule: an author with a verified registration, unless the chair turned the rule off. */
export async function checkPublishable(paperId: string): Promise<void> {
  const table = (await configDocs.fees.get()).data();
  if (!table || !requiresRegisteredAuthor(table)) return;
  const paper = (await paperRef(paperId).get()).data();
  if (paper && !paper.registeredAuthor) throw conflict(Messages.publishNeedsRegistration(paperId));
}
