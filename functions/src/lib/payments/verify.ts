// The treasurer's verification of a recorded payment: the next number of the financial year taken in
// the same transaction as the payment's state, the registration's confirmation, the papers' registered
// author, the audit entry and the message with the tax invoice (or receipt) attached.
import {
  Messages,
  SitePages,
  documentNumber,
  financialYearOf,
  formatAmount,
  defaultTimeZone,
  maxDocumentNumberLength,
  supplierOf,
  type ConferenceIdentity,
  type FeeTable,
  type TaxInvoice,
  type PaymentDoc,
  invoicePrefixOf,
} from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { readCalendar } from '../calendar/calendar';
import { configDocs, documents } from '../documents';
import { HttpError, conflict, notFound } from '../errors';
import { openOutbox, type Outbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { paperRef } from '../papers';
import { counterField, countersRef } from './documentNumbers';
import { paymentRef } from '../paymentStore';
import { volumeChanged } from '../volumeChanges';
import { taxInvoicePath } from './taxInvoice';
import { withinRetryBudget } from '../retryBudget';
import { currentEdition } from '../editionScope';

/** What a verified payment's document says: fixed now, from the fee table's tax settings and the registration's billing. */
function issueTaxInvoice(payment: PaymentDoc, table: FeeTable | undefined, identity: ConferenceIdentity, billing: { name: string; address: string; state: string; country: string; gstin: string | null }, number: { value: string; financialYear: string; serial: number }, at: string): TaxInvoice {
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

/** How one payment of a verification went: its document's number, or why it was not verified. */
export type VerifyOutcome = { paymentId: string; number: string } | { paymentId: string; refusal: HttpError };

/**
 * One process verifies one request at a time, so a burst of verifications queues here instead of
 * retrying on the counter. The financial year's counter (meta/documentNumbers) is one document: a number
 * is taken in the transaction of the payment it is printed on, which keeps the series without gaps, and
 * "Verify selected" takes the numbers of all its payments in one transaction, so the counter is written
 * once per request, not once per payment (docs/benchmark.md, Registration deadline).
 */
let verifications: Promise<unknown> = Promise.resolve();

function queued<T>(work: () => Promise<T>): Promise<T> {
  const run = verifications.then(work);
  verifications = run.catch(() => undefined);
  return run;
}

/** Verifies a recorded payment: its number, state, registration, papers, audit entry and confirmation in one transaction. */
export async function verifyPayment(id: string, caller: Caller): Promise<string> {
  const [outcome] = await queued(() => verifyInTransaction([id], caller));
  if (!outcome || 'refusal' in outcome) throw outcome?.refusal ?? notFound(Messages.paymentNotFound);
  return outcome.number;
}

/** Verifies the recorded ones of several payments in one transaction, numbered in the order given; says for each how it went. */
export function verifyPayments(ids: readonly string[], caller: Caller): Promise<VerifyOutcome[]> {
  return queued(() => verifyInTransaction(ids, caller));
}

/**
 * The verifications of one request in one transaction, as each server instance runs it: concurrent ones
 * (other instances) contend for the financial year's counter, and the transaction retries the losers, so
 * every number is taken once and none is skipped. A payment that is not recorded (or does not exist) is
 * left alone with its refusal; the others get consecutive numbers in the order listed.
 */
export async function verifyInTransaction(ids: readonly string[], caller: Caller, limits = { maxWrites: 450 }): Promise<VerifyOutcome[]> {
  const paymentIds = [...new Set(ids)];
  const [outbox, table, calendar] = await Promise.all([openOutbox(), configDocs.fees.get().then((doc) => doc.data()), readCalendar()]);
  // The invoice's supplier is the identity the messages print.
  const identity = outbox.identity;
  const timeZone = calendar?.timeZone ?? defaultTimeZone;
  // Payments whose writes would not fit in the transaction go to the next one (rarely: 25 payers with
  // ten papers each). `maxWrites`: the most one transaction makes (Firestore takes 500 in one commit).
  const outcomes = new Map<string, VerifyOutcome>();
  let waiting = paymentIds;
  while (waiting.length > 0) {
    let group: Awaited<ReturnType<typeof verifyGroup>>;
    try {
      group = await verifyGroup(waiting, caller, { outbox, table, identity, timeZone, maxWrites: limits.maxWrites });
    } catch (error) {
      // Once a group is written, a later one that fails is answered per payment, not as if nothing had been.
      if (outcomes.size === 0 || !(error instanceof HttpError)) throw error;
      for (const id of waiting) outcomes.set(id, { paymentId: id, refusal: error });
      break;
    }
    for (const outcome of group.outcomes) outcomes.set(outcome.paymentId, outcome);
    waiting = group.deferred;
  }
  // In the order asked, whatever was verified and whatever was not.
  return paymentIds.map((id) => outcomes.get(id)!);
}

/** Verifies what fits of `paymentIds` in one transaction; answers the outcomes and the payments left for another. */
function verifyGroup(paymentIds: readonly string[], caller: Caller, settings: { outbox: Outbox; table: FeeTable | undefined; identity: ConferenceIdentity; timeZone: string; maxWrites: number }): Promise<{ outcomes: VerifyOutcome[]; deferred: string[] }> {
  const { outbox, table, identity, timeZone, maxWrites } = settings;
  return db.runTransaction(
    withinRetryBudget(async (transaction) => {
      const [counters, ...payments] = await Promise.all([transaction.get(countersRef()), ...paymentIds.map((id) => transaction.get(paymentRef(id)))]);
      const outcomes: VerifyOutcome[] = [];
      const recorded: Array<{ id: string; payment: PaymentDoc }> = [];
      for (const [index, id] of paymentIds.entries()) {
        const payment = payments[index]?.data();
        if (!payment) outcomes.push({ paymentId: id, refusal: notFound(Messages.paymentNotFound) });
        else if (payment.state !== 'recorded') outcomes.push({ paymentId: id, refusal: conflict(Messages.paymentDecided(payment.state)) });
        else recorded.push({ id, payment });
      }
      const participants = await Promise.all(recorded.map(({ payment }) => transaction.get(documents.participants.doc(payment.uid))));
      const at = new Date().toISOString();
      const financialYear = financialYearOf(at, timeZone);
      const field = counterField('invoice', financialYear);
      let serial = Number(counters.get(field) ?? 0);
      const papersMarked = new Set<string>();
      const deferred: string[] = [];
      // The counter, then per payment: itself, the registration, the audit entry, the message, and each paper with its volume marker.
      let writes = 1;
      for (const [index, { id, payment }] of recorded.entries()) {
        const participant = participants[index]!;
        const registration = participant.data();
        const newPapers = (registration?.paperIds ?? []).filter((paperId) => !papersMarked.has(paperId));
        // Once one does not fit, the rest wait too, so the numbers still follow the order listed; a
        // transaction verifies at least one.
        writes += 4 + 2 * newPapers.length;
        if (deferred.length > 0 || (writes > maxWrites && index > 0)) {
          deferred.push(id);
          continue;
        }
        serial += 1;
        const value = documentNumber(invoicePrefixOf(currentEdition()), financialYear, serial);
        if (value.length > maxDocumentNumberLength) throw conflict(Messages.documentNumbersExhausted);
        const billing = registration?.billing ?? { name: payment.name, address: '', state: '', country: '', gstin: null };
        const document = issueTaxInvoice(payment, table, identity, billing, { value, financialYear, serial }, at);
        transaction.set(paymentRef(id), { ...payment, state: 'verified', decidedAt: at, decidedBy: caller.email, document });
        if (registration) {
          transaction.update(participant.ref, { confirmedAt: registration.confirmedAt ?? at, openPayment: { id, state: 'verified' } });
          for (const paperId of newPapers) {
            papersMarked.add(paperId);
            transaction.update(paperRef(paperId), { registeredAuthor: true });
            volumeChanged(transaction, paperId);
          }
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
          attachments: [{ filename: `${value.replace(/\//g, '-')}.pdf`, path: taxInvoicePath(id) }],
        });
        outcomes.push({ paymentId: id, number: value });
      }
      if (recorded.length > deferred.length) transaction.set(countersRef(), { [field]: serial }, { merge: true });
      return { outcomes, deferred };
    }),
    { maxAttempts: 100 },
  );
}
