// Recording a payment of a conference registration, by its payer: from the dashboard's payment form
// (POST /api/participants/payments) or from a paper's payment form (POST /api/authors/submit-payment),
// which is a view of the same payment. The reference is claimed across the conference in the same
// transaction as the payment; the registration notes the payment that holds it. Nothing here reads
// another payer's documents, so recording never contends with verifying someone else's payment.
import { Messages, normaliseReference, paymentSearchTokens, type PaymentDoc } from '@confsys/domain';
import { randomBytes } from 'node:crypto';
import { db } from '../admin';
import type { Caller } from '../auth';
import { documents } from '../documents';
import { badRequest, conflict } from '../errors';
import { fileStore } from '../fileStore';
import { openOutbox, type MailDraft } from '../mail/outbox';
import type { CheckedUpload } from '../uploads';
import { openPaymentOf, paymentRef } from '../paymentStore';

/** What the payer declares. */
export interface PaymentEntry {
  /** The UTR or transaction reference, as entered. */
  reference: string;
  /** The amount paid in the smallest unit; null: the amount the registration gives. */
  declared: number | null;
  /** YYYY-MM-DD */
  date: string;
  upiId: string | null;
  /** Null: keep the stored receipt (only when changing a recorded payment). */
  receipt: CheckedUpload | null;
}

export interface RecordOptions {
  /** The paper the payment is made for (a paper's payment form): the registration must list it. */
  paperId?: string;
  /** Whether a recorded payment not yet decided is changed (the paper's form), or refused (409). */
  changeRecorded: boolean;
  /** The message confirming the payment (the paper's form: the spec's confirmation), queued with it. */
  confirmation?: (changed: boolean) => MailDraft;
}

/** A new payment's ID: 20 letters and digits, as Firestore's own. */
const newPaymentId = () => Array.from(randomBytes(20), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[byte % 62]).join('');
const receiptPath = (id: string, type: string) => `payments/${id}-${randomBytes(4).toString('hex')}.${type}`;

/** Records the caller's payment (or changes the recorded one): answers its ID and whether it changed one. */
export async function recordPayment(caller: Caller, entry: PaymentEntry, options: RecordOptions): Promise<{ id: string; changed: boolean }> {
  const newId = newPaymentId();
  const referenceKey = normaliseReference(entry.reference);
  // The receipt is stored first under a name of its own, and removed again when nothing is saved.
  const storePath = entry.receipt ? receiptPath(newId, entry.receipt.type) : null;
  if (entry.receipt && storePath) await fileStore().save(storePath, entry.receipt.bytes, entry.receipt.contentType);
  const outbox = options.confirmation ? await openOutbox() : null;
  try {
    const outcome = await db.runTransaction(async (transaction) => {
      const participantRef = documents.participants.doc(caller.uid);
      // A payment recorded without a reference (the spec's paper form allows it) claims none.
      const referenceRef = referenceKey === '' ? null : documents.paymentReferences.doc(referenceKey);
      const [participant, claim] = await Promise.all([transaction.get(participantRef), referenceRef ? transaction.get(referenceRef) : null]);
      const registration = participant.data();
      if (!registration) throw conflict(Messages.registerBeforePaying);
      if (options.paperId && !registration.paperIds.includes(options.paperId)) throw conflict(Messages.registrationLacksPaper(options.paperId));
      const open = await openPaymentOf(transaction, registration);
      if (open?.state === 'verified') throw conflict(options.changeRecorded ? Messages.paymentVerifiedNoEdit : Messages.alreadyPaid);
      if (open && !options.changeRecorded) throw conflict(Messages.paymentPending);
      const current = open ? (await transaction.get(paymentRef(open.id))).data() : undefined;
      const id = current && open ? open.id : newId;
      if (claim?.exists && claim.data()?.paymentId !== id) throw conflict(Messages.referenceUsed);
      if (!storePath && !current) throw badRequest(Messages.receiptRequired, { receipt: Messages.receiptRequired });
      const recordedAt = new Date().toISOString();
      const payment: PaymentDoc = {
        uid: caller.uid,
        email: caller.email,
        name: registration.billing.name,
        paperIds: registration.paperIds,
        attendance: registration.attendance,
        reference: entry.reference.trim(),
        referenceKey,
        upiId: entry.upiId,
        declared: entry.declared ?? registration.amount.total,
        due: registration.amount,
        date: entry.date,
        receiptStorePath: storePath ?? current?.receiptStorePath ?? '',
        receiptType: entry.receipt?.type ?? current?.receiptType ?? '',
        state: 'recorded',
        recordedAt: current?.recordedAt ?? recordedAt,
        decidedAt: null,
        decidedBy: null,
        reason: null,
        document: null,
        creditNotes: [],
        searchTokens: paymentSearchTokens({ name: registration.billing.name, email: caller.email, paperIds: registration.paperIds, referenceKey }),
      };
      if (current && current.referenceKey !== '' && current.referenceKey !== referenceKey) transaction.delete(documents.paymentReferences.doc(current.referenceKey));
      if (referenceRef && !claim?.exists) transaction.create(referenceRef, { paymentId: id, at: recordedAt });
      transaction.set(paymentRef(id), payment);
      transaction.update(participantRef, { openPayment: { id, state: 'recorded' } });
      if (outbox && options.confirmation) outbox.queue(transaction, options.confirmation(current !== undefined));
      return { id, changed: current !== undefined, replacedReceipt: storePath && current ? current.receiptStorePath : null };
    });
    if (outcome.replacedReceipt) await fileStore().remove(outcome.replacedReceipt).catch(() => undefined);
    return { id: outcome.id, changed: outcome.changed };
  } catch (error) {
    if (storePath) await fileStore().remove(storePath).catch(() => undefined);
    // Two payers racing for one reference: the second create fails; tell them as if they had come second.
    if ((error as { code?: number }).code === 6) throw conflict(Messages.referenceUsed);
    throw error;
  }
}
