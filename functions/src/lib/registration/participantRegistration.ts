// Registering the signed-in participant (or changing their registration): category, attendance, the
// accepted papers they present, billing details with an optional GSTIN, hostel nights; the amount due is
// computed from the fee table at the day's rate. Refused once confirmed, and while a payment of it awaits
// verification.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, formatAmount, isStatus } from '@confsys/domain';
import { db } from '../admin';
import { documents, readAll } from '../documents';
import { conflict, forbidden, notFound } from '../errors';
import { participantRecord, registrationTerms } from './participants';
import { openPaymentOf } from '../paymentStore';
import { checkPaperId, isOwner, manuscriptRef } from '../papers';
import type { Caller } from '../auth';

/** Registers the caller as the request says, and answers the amount due. */
export async function registerParticipant(body: JsonBodyOf<(typeof Endpoints)['participantRegistration']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['participantRegistration']>> {
  const receivedAt = Date.now();
  const { table, calendar } = await registrationTerms(receivedAt);
  // The billing and category are checked before any read, then again with the day's rate in the transaction.
  participantRecord(body, caller, { table, calendar, registeredAt: new Date(receivedAt).toISOString(), now: receivedAt });
  const paperIds = [...new Set(body.paperIds.map((id) => checkPaperId(id)))];

  const saved = await db.runTransaction(async (transaction) => {
    const manuscripts = await readAll(paperIds.map(manuscriptRef), transaction);
    manuscripts.forEach((manuscript, index) => {
      const paperId = paperIds[index] ?? '';
      if (!manuscript) throw notFound(Messages.paperNotFound(paperId));
      if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
      if (!isStatus(manuscript.status, PaperStatus.Accepted) && !isStatus(manuscript.status, PaperStatus.Published)) throw conflict(Messages.notAcceptedPaper(paperId));
    });
    const ref = documents.participants.doc(caller.uid);
    const existing = (await transaction.get(ref)).data();
    if (existing?.confirmedAt) throw conflict(Messages.registrationConfirmed);
    // A payment awaiting verification is for the amount of the registration as it stands: it stays so until decided.
    if (existing && (await openPaymentOf(transaction, existing))?.state === 'recorded') throw conflict(Messages.registrationAwaitsPayment);
    const now = new Date(receivedAt).toISOString();
    const doc = participantRecord({ ...body, paperIds }, caller, { table, calendar, registeredAt: existing?.registeredAt ?? now, now: receivedAt });
    transaction.set(ref, doc);
    return doc;
  });
  return { message: Messages.participantRegistered(formatAmount(saved.amount.total, saved.amount.currency)), amountDue: saved.amount.total, currency: saved.amount.currency, breakdown: saved.amount };
}
