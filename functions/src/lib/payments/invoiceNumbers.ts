// The invoice numbers, given by one writer in the order of verification. A verification (verify.ts)
// marks the payment verified and puts it in the queue (meta/invoiceQueue/waiting/{edition}~{payment}) in
// its own transaction, which touches nothing another treasurer's does; then one process at a time across
// every instance (lib/oneWriter.ts) takes the waiting payments in the order they were verified and gives
// each the next number of the financial year, its receipt or tax invoice and the message that carries
// it, a hundred to a transaction. The counter (meta/documentNumbers) has that one writer, so numbers
// never repeat, skip or contend; a verification never waits on another's. Each entry's trigger asks for
// a run too (triggers/invoices.ts), so an invoice follows even when the request that verified it stopped.
import {
  SitePages,
  documentNumber,
  financialYearOf,
  formatAmount,
  defaultTimeZone,
  maxDocumentNumberLength,
  supplierOf,
  invoicePrefixOf,
  Messages,
  Collections,
  type ConferenceIdentity,
  type FeeTable,
  type TaxInvoice,
  type PaymentDoc,
} from '@confsys/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { readCalendar } from '../calendar/calendar';
import { configDocs, converter, documents, readAll } from '../documents';
import { conflict } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { counterField, countersRef } from './documentNumbers';
import { paymentRef } from '../paymentStore';
import { taxInvoicePath } from './taxInvoice';
import { currentEdition, inEdition } from '../editionScope';
import { readEdition } from '../editions/editions';
import { askOneWriter } from '../oneWriter';

const WaitingSchema = z.object({
  edition: z.string(),
  paymentId: z.string(),
  /** When the verification committed; the order of the numbers. */
  at: z.custom<Timestamp>((value) => value instanceof Timestamp),
  /** The verification request it came from, and its place among that request's payments ("Verify selected" numbers them in the order listed). */
  request: z.string(),
  place: z.number(),
  /** Who verified it, for the audit entry of its number. */
  by: z.object({ uid: z.string(), email: z.string(), role: z.string() }),
});
type Waiting = z.infer<typeof WaitingSchema>;

/** The queue of verified payments waiting for their number, every edition's (the counter is one for all). */
export const invoiceQueuePath = `${Collections.meta}/invoiceQueue/waiting`;
const queueCollection = () => db.collection(invoiceQueuePath);
export const invoiceQueue = () => queueCollection().withConverter(converter(WaitingSchema));

/** Puts a verified payment in the queue for its number, in the verification's transaction. */
export function queueForNumber(transaction: Transaction, paymentId: string, request: { id: string; place: number }, caller: Caller): void {
  const edition = currentEdition().id;
  // Written without the converter: its time is the commit's (a server timestamp), which the schema's check of whole documents cannot read.
  const entry = { edition, paymentId, at: FieldValue.serverTimestamp(), request: request.id, place: request.place, by: { uid: caller.uid, email: caller.email, role: caller.role } };
  transaction.set(queueCollection().doc(`${edition}~${paymentId}`), entry);
}

/** What a verified payment's document says: fixed when it is numbered, from the fee table's tax settings and the registration's billing. */
function issueTaxInvoice(payment: PaymentDoc, table: FeeTable | undefined, identity: ConferenceIdentity, billing: TaxInvoice['recipient'], number: { value: string; financialYear: string; serial: number }, at: string): TaxInvoice {
  const supplier = supplierOf(table?.gstin ?? '', identity);
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
    description: `Registration fee (${payment.due.category}, ${payment.attendance === 'online' ? 'online' : 'in person'}, ${payment.due.rate} rate): admission to the ${identity.title}`,
    amount: payment.due,
    ratePercent: taxInvoice ? (table?.gstRatePercent ?? 0) : 0,
    placeOfSupply: { state: supplier.state, stateCode: supplier.stateCode },
    reverseCharge: false,
    signatory: { name: table?.signatory.name ?? '', designation: table?.signatory.designation ?? '' },
  };
}

/** Payments numbered in one transaction: each writes itself, its message, its audit entry and its queue entry's removal. */
const perTransaction = 100;

/** Numbers one edition's waiting payments, in order, in one transaction with the counter. */
async function numberGroup(entries: ReadonlyArray<{ id: string; data: Waiting }>): Promise<void> {
  const [outbox, table, calendar] = await Promise.all([openOutbox(), configDocs.fees.get().then((doc) => doc.data()), readCalendar()]);
  const timeZone = calendar?.timeZone ?? defaultTimeZone;
  await db.runTransaction(async (transaction) => {
    const [counters, ...payments] = await Promise.all([transaction.get(countersRef()), ...entries.map((entry) => transaction.get(paymentRef(entry.data.paymentId)))]);
    const registrations = await Promise.all(payments.map((payment) => (payment.exists ? transaction.get(documents.participants.doc(payment.data()!.uid)) : null)));
    const at = new Date().toISOString();
    const financialYear = financialYearOf(at, timeZone);
    const field = counterField('invoice', financialYear);
    const first = Number(counters.get(field) ?? 0);
    let serial = first;
    for (const [index, entry] of entries.entries()) {
      transaction.delete(invoiceQueue().doc(entry.id));
      const payment = payments[index]?.data();
      // Erased meanwhile, or numbered already (an entry left by a run that stopped after its commit): nothing to number.
      if (!payment || payment.state !== 'verified' || payment.document !== null) continue;
      serial += 1;
      const value = documentNumber(invoicePrefixOf(currentEdition()), financialYear, serial);
      if (value.length > maxDocumentNumberLength) throw conflict(Messages.documentNumbersExhausted);
      const billing = registrations[index]?.data()?.billing ?? { name: payment.name, address: '', state: '', country: '', gstin: null };
      const document = issueTaxInvoice(payment, table, outbox.identity, billing, { value, financialYear, serial }, at);
      transaction.update(paymentRef(entry.data.paymentId), { document });
      recordAudit(transaction, { ...entry.data.by, role: entry.data.by.role as Caller['role'] }, { action: 'payment.numbered', target: `payment:${entry.data.paymentId}`, before: { number: null }, after: { number: value } });
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
        attachments: [{ filename: `${value.replace(/\//g, '-')}.pdf`, path: taxInvoicePath(entry.data.paymentId) }],
      });
    }
    if (serial > first) transaction.set(countersRef(), { [field]: serial }, { merge: true });
  });
}

/** Numbers every payment waiting, oldest verification first, until none waits. */
async function numberWaiting(): Promise<void> {
  for (;;) {
    // The queue holds the verifications of the last moments: read whole, then put in order.
    const waiting = (await invoiceQueue().get()).docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    if (waiting.length === 0) return;
    // A request's payments together, in their places, requests in the order they were verified (the
    // first commit of each: a selection too large for one transaction commits in several).
    const firstOf = new Map<string, number>();
    for (const { data } of waiting) firstOf.set(data.request, Math.min(firstOf.get(data.request) ?? Infinity, data.at.toMillis()));
    const requestAt = (entry: Waiting) => firstOf.get(entry.request) ?? 0;
    waiting.sort((a, b) => requestAt(a.data) - requestAt(b.data) || a.data.request.localeCompare(b.data.request) || a.data.place - b.data.place);
    // The oldest ones of one edition, in one transaction.
    const edition = waiting[0]!.data.edition;
    const run: typeof waiting = [];
    for (const entry of waiting) {
      if (entry.data.edition !== edition || run.length === perTransaction) break;
      run.push(entry);
    }
    const scope = await readEdition(edition);
    if (scope) await inEdition(scope, () => numberGroup(run));
    else await Promise.all(run.map((entry) => invoiceQueue().doc(entry.id).delete()));
  }
}

/** How long a numbering run may hold the lease: longer than any run, within the trigger's time. */
export const numberingSeconds = 120;

/** Asks for the waiting payments to be numbered: numbers them now, or leaves it to the run under way. */
export function numberWaitingPayments(budgetMs = numberingSeconds * 1000): Promise<unknown> {
  return askOneWriter(
    {
      lease: db.collection(Collections.meta).doc('invoiceNumbering'),
      leaseMs: numberingSeconds * 1000,
      work: numberWaiting,
      // Another entry's trigger asks again; the queue itself is the record of what waits.
      handOver: async () => {
        const first = (await invoiceQueue().limit(1).get()).docs[0];
        if (first) await first.ref.update({ askedAgainAt: FieldValue.serverTimestamp() });
      },
    },
    budgetMs,
  );
}

/** Waits for payments to have their numbers (given by the run that numbers the queue): each number, or null if it is not given within `waitMs`. */
export async function numbersOf(paymentIds: readonly string[], waitMs: number): Promise<Map<string, string | null>> {
  const numbers = new Map<string, string | null>(paymentIds.map((id) => [id, null]));
  const deadline = Date.now() + waitMs;
  for (;;) {
    const missing = [...numbers].filter(([, number]) => number === null).map(([id]) => id);
    if (missing.length === 0) return numbers;
    const read = await readAll(missing.map((id) => paymentRef(id)));
    missing.forEach((id, at) => numbers.set(id, read[at]?.document?.number ?? null));
    if (Date.now() >= deadline) return numbers;
    if ([...numbers.values()].some((number) => number === null)) await new Promise((done) => setTimeout(done, 150));
  }
}
