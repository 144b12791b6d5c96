// POST /api/authors/submit-payment: adds or replaces the payment of the caller's paper, once it is
// accepted and until the registration deadline (the spec's "only while submitted" came before the fee
// was due). A new receipt is stored under a fresh name and the old one removed after
// the document points at the new one, so a failure never leaves the payment without its receipt.
import { Endpoints, Messages, fileUrl, paymentEditable, uploadRules, type PaymentDetails } from '@confsys/domain';
import { db } from '../../lib/admin';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { openOutbox } from '../../lib/mail/outbox';
import { mailTemplates } from '../../lib/mail/templates';
import { checkPaperId, isOwner, manuscriptRef } from '../../lib/papers';
import { storePaths } from '../../lib/storePaths';
import { checkUpload, type CheckedUpload } from '../../lib/uploads';
import { checkRegistrationOpen, readCalendar } from '../../lib/calendar';

/** Every payment written now records where its receipt is in the file store. */
type StoredPayment = PaymentDetails & { receiptStorePath: string };

export const submitPayment = handles('submitPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  const { paperId: requestedPaper, upiId, paymentDate } = parseRequest(Endpoints.submitPayment.body.multipart, fields);
  const paperId = checkPaperId(requestedPaper);
  const upload: CheckedUpload | null = files.receipt ? checkUpload(files.receipt, 'receipt') : null;
  checkRegistrationOpen(await readCalendar(), receivedAt);

  const newStorePath = upload ? storePaths.newReceipt(paperId, upload.type) : null;
  if (upload && newStorePath) await fileStore().save(newStorePath, upload.bytes, upload.contentType);
  const outbox = await openOutbox();
  try {
    const { previous, updated } = await db.runTransaction(async (transaction) => {
      const manuscript = (await transaction.get(manuscriptRef(paperId))).data();
      if (!manuscript) throw notFound(Messages.paperNotFound(paperId));
      if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
      if (!paymentEditable(manuscript.status)) throw conflict(Messages.paymentOnlyWhileSubmitted);
      const previous = manuscript.payment;
      const previousStorePath = previous?.receiptStorePath;
      if (!newStorePath && !previousStorePath) throw badRequest(Messages.receiptRequired, { receipt: Messages.receiptRequired });
      const now = new Date().toISOString();
      const payment: StoredPayment = {
        upiId,
        paymentDate,
        receiptPath: upload ? fileUrl('receipt', paperId, upload.type) : (previous?.receiptPath ?? ''),
        receiptStorePath: newStorePath ?? previousStorePath ?? '',
        updatedAt: now,
      };
      transaction.update(manuscriptRef(paperId), { payment, lastUpdatedOn: now });
      // The spec's "confirmation by email after payment", to the submitting author.
      const name = manuscript.authors.find((author) => author.email.trim().toLowerCase() === caller.email)?.name ?? '';
      outbox.queue(transaction, {
        to: [caller.email],
        paperId,
        mail: mailTemplates.payment({ paperId, title: manuscript.title, name, upiId, paymentDate, updated: previous !== null }),
      });
      return { previous, updated: previous !== null };
    });
    if (newStorePath && previous?.receiptStorePath) await fileStore().remove(previous.receiptStorePath).catch(() => undefined);
    return { success: true, message: updated ? 'Payment details updated.' : 'Payment details submitted.' };
  } catch (error) {
    if (newStorePath) await fileStore().remove(newStorePath).catch(() => undefined);
    throw error;
  }
});
