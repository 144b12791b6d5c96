// The outbox's sender: runs when a message is created, and when it is asked for again (a resend, a
// restart's requeue: meta/mailRetries/retries/{id}), and delivers it if it is waiting. Its own writes to
// the message (the claim, the outcome) run nothing: where triggers run one at a time (the emulator
// suite), each of those runs cost as much as a delivery. An event delivered again, late or retried finds
// the message claimed or sent: the sender claims the message in a transaction before sending, and one
// claim wins (lib/mail/sender.ts).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Collections, MailRetryPaths } from '@confsys/domain';
import { mailTriggerOptions } from '../lib/deployment';
import { deliverMail } from '../lib/mail/sender';
import { smtpUrl } from '../lib/mail/settings';

const send = (id: string, created?: DocumentSnapshot) => deliverMail(id, { transportUrl: smtpUrl.value() }, created);

export const sendMail = onDocumentCreated({ ...mailTriggerOptions, document: `${Collections.mail}/{id}`, secrets: [smtpUrl] }, async (event) => {
  // The message as created: claimed without reading it again.
  await send(event.params.id, event.data);
});

export const retryMail = onDocumentWritten({ ...mailTriggerOptions, document: `${Collections.meta}/${MailRetryPaths.parentDoc}/${MailRetryPaths.collection}/{id}`, secrets: [smtpUrl] }, async (event) => {
  const request = event.data?.after;
  if (!request?.exists) return;
  await send(event.params.id);
  // Done with: removed unless it was asked again meanwhile (that write runs the sender once more).
  await request.ref.delete({ lastUpdateTime: request.updateTime }).catch(() => undefined);
});
