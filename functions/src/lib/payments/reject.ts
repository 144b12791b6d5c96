// The treasurer's rejection of a recorded payment, with the reason the payer reads: frees its
// reference and the registration it held, and tells the payer.
import { Messages, SitePages } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { documents } from '../documents';
import { conflict, notFound } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { paymentRef } from '../paymentStore';

/** Rejects a recorded payment with the reason: frees its reference, and tells the payer. */
export async function rejectPayment(id: string, caller: Caller, reason: string): Promise<void> {
  const outbox = await openOutbox();
  await db.runTransaction(async (transaction) => {
    const payment = (await transaction.get(paymentRef(id))).data();
    if (!payment) throw notFound(Messages.paymentNotFound);
    if (payment.state !== 'recorded') throw conflict(Messages.paymentDecided(payment.state));
    const participantRef = documents.participants.doc(payment.uid);
    const registration = (await transaction.get(participantRef)).data();
    const at = new Date().toISOString();
    transaction.set(paymentRef(id), { ...payment, state: 'rejected', decidedAt: at, decidedBy: caller.email, reason });
    // The registration is free again (when this payment held it): its payer may record another payment, or change it.
    if (registration?.openPayment?.id === id) transaction.update(participantRef, { openPayment: null });
    if (payment.referenceKey !== '') transaction.delete(documents.paymentReferences.doc(payment.referenceKey));
    recordAudit(transaction, caller, { action: 'payment.reject', target: `payment:${id}`, before: { state: payment.state }, after: { state: 'rejected' }, reason });
    outbox.queue(transaction, { to: [payment.email], mail: mailTemplates.paymentRejected({ name: payment.name, reference: payment.reference, reason, dashboardUrl: siteLink(SitePages.authorDashboard) }) });
  });
}
