// The treasurer's verification of a recorded payment: the next number of the financial year taken in
// the same transaction as the payment's state, the registration's confirmation, the papers' registered
// author, the audit entry and the message with the tax invoice (or receipt) attached.
import {
  Messages,
  SitePages,
  conference,
  documentNumber,
  financialYearOf,
  formatAmount,
  defaultTimeZone,
  maxDocumentNumberLength,
  supplierOf,
  type FeeTable,
  type TaxInvoice,
  type PaymentDoc,
} from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { readCalendar } from '../calendar/calendar';
import { configDocs, documents } from '../documents';
import { conflict, notFound } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { paperRef } from '../papers';
import { counterField, countersRef } from './documentNumbers';
import { paymentRef } from './store';
import { volumeChanged } from '../proceedings/volumeChanges';
import { taxInvoicePath } from './taxInvoice';

/** What a verified payment's document says: fixed now, from the fee table's tax settings and the registration's billing. */
function issueTaxInvoice(payment: PaymentDoc, table: FeeTable | undefined, billing: { name: string; address: string; state: string; country: string; gstin: string | null }, number: { value: string; financialYear: string; serial: number }, at: string): TaxInvoice {
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

/**
 * One process verifies one payment at a time, so a burst of verifications queues here instead of retrying
 * on the counter. The financial year's counter (meta/documentNumbers) is one document, written by each
 * verification: only the treasurers write it, and "Verify selected" sends the selected payments one after
 * another, so its verifications never contend with each other; a number is taken in the transaction of
 * the payment it is printed on, which keeps the series without gaps (docs/benchmark.md, Registration deadline).
 */
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
  const storePath = taxInvoicePath(id);
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
      const document = issueTaxInvoice(payment, table, billing, { value, financialYear, serial }, at);
      const verified: PaymentDoc = { ...payment, state: 'verified', decidedAt: at, decidedBy: caller.email, document };
      transaction.set(countersRef(), { [field]: serial }, { merge: true });
      transaction.set(paymentRef(id), verified);
      if (registration) {
        transaction.update(participantRef, { confirmedAt: registration.confirmedAt ?? at, openPayment: { id, state: 'verified' } });
        for (const paperId of registration.paperIds) {
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
        attachments: [{ filename: `${value.replace(/\//g, '-')}.pdf`, path: storePath }],
      });
      return value;
    },
    { maxAttempts: 100 },
  );
}
