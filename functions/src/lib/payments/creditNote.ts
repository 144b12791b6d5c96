// A credit note against a verified payment's document: the next number of the credit series of the
// financial year, never an edit of the original.
import { Messages, documentNumber, financialYearOf, formatAmount, defaultTimeZone, invoicePrefixOf } from '@confsys/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { readCalendar } from '../calendar/calendar';
import { badRequest, conflict, notFound } from '../errors';
import { counterField, countersRef } from './documentNumbers';
import { paymentRef } from '../paymentStore';
import { withinRetryBudget } from '../retryBudget';
import { currentEdition } from '../editionScope';

/** A credit note against a verified payment's document: the next number of the credit series, never an edit of the original. */
export async function issueCreditNote(id: string, caller: Caller, amount: number, reason: string): Promise<string> {
  const calendar = await readCalendar();
  return db.runTransaction(
    withinRetryBudget(async (transaction: Transaction) => {
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
      const number = documentNumber(invoicePrefixOf(currentEdition()), financialYear, serial, 'credit');
      transaction.set(countersRef(), { [field]: serial }, { merge: true });
      transaction.update(paymentRef(id), { creditNotes: FieldValue.arrayUnion({ number, issuedAt: at, amount, reason }) });
      recordAudit(transaction, caller, { action: 'payment.credit', target: `payment:${id}`, before: { credited }, after: { credited: credited + amount, number, against: payment.document.number }, reason });
      return number;
    }),
    { maxAttempts: 40 },
  );
}
