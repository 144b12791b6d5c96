// The outbox's sender: runs for every write of a mail document and delivers the ones waiting to be
// sent (PENDING: new, resent, or queued again after a restart). Its own writes find the message no
// longer PENDING and do nothing; so does an event delivered again, late or retried: the sender claims the
// message in a transaction before sending, and one claim wins (lib/mail/sender.ts). A run that delivered
// its message also sends a few others waiting, so the outbox drains faster than one run per message.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Collections, MailState } from '@confsys/domain';
import { mailTriggerOptions } from '../lib/deployment';
import { deliverMail, deliverWaiting } from '../lib/mail/sender';
import { smtpUrl } from '../lib/mail/settings';

export const sendMail = onDocumentWritten({ ...mailTriggerOptions, document: `${Collections.mail}/{id}`, secrets: [smtpUrl] }, async (event) => {
  const after = event.data?.after;
  if (!after?.exists || after.get('delivery.state') !== MailState.Pending) return;
  const options = { transportUrl: smtpUrl.value() };
  if (await deliverMail(event.params.id, options)) await deliverWaiting(options);
});
