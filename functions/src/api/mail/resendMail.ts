// POST /api/admin/mail/:mailId/resend: queues a message whose delivery failed (ERROR) again, for five
// more attempts.
import { MailState, Messages, pendingDelivery } from '@confsys/domain';
import { db } from '../../lib/admin';
import { documents } from '../../lib/documents';
import { conflict, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { askToSendAgain } from '../../lib/mail/outbox';

export const resendMail = handles('resendMail', async ({ params }) => {
  // The router has checked the ID's form (IdFormats.pathParameter).
  const ref = documents.mail.doc(params.mailId ?? '');
  await db.runTransaction(async (transaction) => {
    const mail = (await transaction.get(ref)).data();
    if (!mail) throw notFound(Messages.mailNotFound);
    if (mail.delivery.state !== MailState.Error) throw conflict(Messages.mailNotFailed);
    transaction.update(ref, { delivery: { ...pendingDelivery(new Date().toISOString()), error: mail.delivery.error } });
    askToSendAgain(transaction, ref.id);
  });
  return { message: Messages.mailResent };
});
