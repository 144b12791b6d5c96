// The treasurer's verification of a recorded payment: the payment's state, the registration's
// confirmation, the papers' registered author and the audit entry in one transaction, with the payment's
// place in the queue for its number; then the number of the financial year, the tax invoice (or
// receipt) and its message, given by the one writer of the numbers (invoiceNumbers.ts), which the
// request waits for. Two treasurers side by side never wait on each other's verifications.
import { randomUUID } from 'node:crypto';
import { Messages, type PaymentDoc } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { documents } from '../documents';
import { HttpError, conflict, notFound } from '../errors';
import { paperRef } from '../papers';
import { paymentRef } from '../paymentStore';
import { volumeChanged } from '../volumeChanges';
import { withinRetryBudget } from '../retryBudget';
import { numberWaitingPayments, numbersOf, queueForNumber } from './invoiceNumbers';

/** How a payment of a verification went: its document's number (null while it is still being given), or why it was not verified. */
export type VerifyOutcome = { paymentId: string; number: string | null } | { paymentId: string; refusal: HttpError };

/** How long a request waits for its numbers once its payments are verified (the run that gives them takes well under a second). */
const numberWaitMs = 30_000;

/** Verifies a recorded payment and answers its number (null if it is still being given when the request may no longer wait). */
export async function verifyPayment(id: string, caller: Caller): Promise<string | null> {
  const [outcome] = await verifyPayments([id], caller);
  if (!outcome || 'refusal' in outcome) throw outcome?.refusal ?? notFound(Messages.paymentNotFound);
  return outcome.number;
}

/**
 * Verifies the recorded ones of several payments, then has them numbered in the order given
 * (invoiceNumbers.ts) and answers each payment's number or why it was not verified.
 */
export async function verifyPayments(ids: readonly string[], caller: Caller, limits = { maxWrites: 450 }): Promise<VerifyOutcome[]> {
  const outcomes = await verifyInTransaction(ids, caller, limits);
  const verified = outcomes.filter((outcome) => !('refusal' in outcome)).map((outcome) => outcome.paymentId);
  if (verified.length === 0) return outcomes;
  // The verifications are saved: a run that fails here leaves the numbers to the queue's trigger, which retries.
  await numberWaitingPayments(numberWaitMs).catch((error: unknown) => console.error(JSON.stringify({ severity: 'ERROR', message: 'Invoice numbers not given at once; the queue gives them', error: String(error) })));
  const numbers = await numbersOf(verified, numberWaitMs);
  return outcomes.map((outcome) => ('refusal' in outcome ? outcome : { paymentId: outcome.paymentId, number: numbers.get(outcome.paymentId) ?? null }));
}

/**
 * The verifications of one request: each payment's state, its registration's confirmation, its papers'
 * registered author and its audit entry, and its place in the queue for a number, in one transaction
 * (several when a selection's writes would not fit in one). Nothing here is shared with another
 * treasurer's verification but a payment both chose, which is a true conflict: the second is told it
 * is verified already. A payment that is not recorded (or does not exist) is left alone with its refusal.
 */
async function verifyInTransaction(ids: readonly string[], caller: Caller, limits: { maxWrites: number }): Promise<VerifyOutcome[]> {
  const paymentIds = [...new Set(ids)];
  const outcomes = new Map<string, VerifyOutcome>();
  const request = randomUUID();
  let waiting = paymentIds;
  let place = 0;
  while (waiting.length > 0) {
    let group: Awaited<ReturnType<typeof verifyGroup>>;
    try {
      group = await verifyGroup(waiting, caller, limits.maxWrites, { id: request, place });
    } catch (error) {
      // Once a group is written, a later one that fails is answered per payment, not as if nothing had been.
      if (outcomes.size === 0 || !(error instanceof HttpError)) throw error;
      for (const id of waiting) outcomes.set(id, { paymentId: id, refusal: error });
      break;
    }
    for (const outcome of group.outcomes) outcomes.set(outcome.paymentId, outcome);
    place += group.outcomes.length;
    waiting = group.deferred;
  }
  // In the order asked, whatever was verified and whatever was not.
  return paymentIds.map((id) => outcomes.get(id)!);
}

/** Verifies what fits of `paymentIds` in one transaction; answers the outcomes and the payments left for another. */
function verifyGroup(paymentIds: readonly string[], caller: Caller, maxWrites: number, request: { id: string; place: number }): Promise<{ outcomes: VerifyOutcome[]; deferred: string[] }> {
  return db.runTransaction(
    withinRetryBudget(async (transaction) => {
      const payments = await Promise.all(paymentIds.map((id) => transaction.get(paymentRef(id))));
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
      const papersMarked = new Set<string>();
      const deferred: string[] = [];
      // Per payment: itself, the registration, the audit entry, its queue entry, and each paper with its volume marker.
      let writes = 0;
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
        transaction.set(paymentRef(id), { ...payment, state: 'verified', decidedAt: at, decidedBy: caller.email, document: null });
        if (registration) {
          transaction.update(participant.ref, { confirmedAt: registration.confirmedAt ?? at, openPayment: { id, state: 'verified' } });
          for (const paperId of newPapers) {
            papersMarked.add(paperId);
            transaction.update(paperRef(paperId), { registeredAuthor: true });
            volumeChanged(transaction, paperId);
          }
        }
        recordAudit(transaction, caller, { action: 'payment.verify', target: `payment:${id}`, before: { state: payment.state }, after: { state: 'verified' } });
        queueForNumber(transaction, id, { id: request.id, place: request.place + outcomes.length }, caller);
        outcomes.push({ paymentId: id, number: null });
      }
      return { outcomes, deferred };
    }),
    { maxAttempts: 100 },
  );
}
