// POST /api/participants/registration: a signed-in participant registers (or changes their registration)
// until the registration deadline. The amount due is computed here from the fee table, never taken from
// the client: the category's fee for the attendance, at the rate of the day they first registered, in
// USD for an address abroad when the table has that column, with GST when the university charges it.
// GET /api/participants/me: their registration as stored.
import {
  Messages,
  PaperStatus,
  defaultTimeZone,
  formatAmount,
  isStatus,
} from '@confsys/domain';
import { db } from '../../lib/admin';
import { readCalendar } from '../../lib/calendar';
import { configDocs, documents, readAll } from '../../lib/documents';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { participantRecord, registrationTerms } from '../../lib/participants';
import { openPaymentOf, paymentView } from '../../lib/payments/store';
import { handles } from '../../lib/http';
import { checkPaperId, isOwner, manuscriptRef } from '../../lib/papers';

export const participantRegistration = handles('participantRegistration', async ({ body, caller }) => {
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
});

export const participantMe = handles('participantMe', async ({ caller }) => {
  const [stored, payments, table, calendar] = await Promise.all([
    documents.participants.doc(caller.uid).get().then((doc) => doc.data()),
    documents.payments.where('uid', '==', caller.uid).get(),
    configDocs.fees.get().then((doc) => doc.data()),
    readCalendar(),
  ]);
  const views = payments.docs.map((doc) => paymentView(doc.id, doc.data())).sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
  const verified = views.some((payment) => payment.state === 'verified');
  const registration = stored ? (({ uid: _uid, ...rest }) => rest)(stored) : null;
  return {
    registration,
    meetingLink: verified && table?.meetingLink ? table.meetingLink : null,
    payments: views,
    payableUntil: calendar?.registrationDeadline ?? null,
    timeZone: calendar?.timeZone ?? defaultTimeZone,
  };
});
