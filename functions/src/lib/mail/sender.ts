// Delivering one message of the outbox over SMTP. A sender first claims the message in a transaction
// (PENDING -> PROCESSING, or a PROCESSING claim whose lease ran out), so however often the trigger runs
// for a message, one sender sends it. It then tries up to maxMailAttempts times with back-off, recording
// every attempt and its error; the message ends in SUCCESS with the server's answer, or in ERROR with
// the last error. A failure never reaches the request that queued the message.
import nodemailer from 'nodemailer';
import { MailState, headerSafe, maxMailAttempts, type MailDoc } from '@confsys/domain';
import { inCurrentEdition } from '../editions/editions';
import { db } from '../admin';
import { documents } from '../documents';
import { attachmentFile } from './attachments';
import { mailHooks } from './hooks';
import { claimLeaseMs } from './outbox';
import { mailFrom } from './settings';

export interface DeliveryOptions {
  /** The SMTP server's URL (smtp://host:port, smtps://user:pass@host:465). */
  transportUrl: string;
  /** The first back-off; each later one doubles it (1, 2, 4, 8 s by default). */
  backoffMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the message for this sender; null when another sender has it or it is not waiting to be sent. */
async function claim(id: string): Promise<MailDoc | null> {
  const ref = documents.mail.doc(id);
  return db.runTransaction(async (transaction) => {
    const mail = (await transaction.get(ref)).data();
    if (!mail) return null;
    const { state, leaseExpireTime } = mail.delivery;
    const now = Date.now();
    const abandoned = state === MailState.Processing && leaseExpireTime !== null && Date.parse(leaseExpireTime) <= now;
    if (state !== MailState.Pending && !abandoned) return null;
    transaction.update(ref, {
      'delivery.state': MailState.Processing,
      'delivery.attempts': 0,
      'delivery.startTime': new Date(now).toISOString(),
      'delivery.endTime': null,
      'delivery.leaseExpireTime': new Date(now + claimLeaseMs).toISOString(),
    });
    return mail;
  });
}

async function attachmentsOf(mail: MailDoc) {
  return Promise.all(
    mail.attachments.map(async (attachment) => {
      // A file made on demand (a tax invoice) is made by its area's registered maker (attachments.ts).
      const file = await attachmentFile(attachment.path);
      if (!file) throw new Error(`The attachment ${attachment.filename} is no longer stored.`);
      return { filename: headerSafe(attachment.filename), content: file.bytes, contentType: file.contentType };
    }),
  );
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Sends the message `id` if this call wins its claim. */
export async function deliverMail(id: string, { transportUrl, backoffMs = 1000 }: DeliveryOptions): Promise<void> {
  // Before any claim: a process without the areas' hooks would send and then lose the bounce.
  const hooks = mailHooks();
  const mail = await claim(id);
  if (!mail) return;
  const ref = documents.mail.doc(id);
  const transport = nodemailer.createTransport({ url: transportUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  let lastError = 'not attempted';
  try {
    for (let attempt = 1; attempt <= maxMailAttempts; attempt++) {
      try {
        const info = await transport.sendMail({
          from: mailFrom(),
          // Addresses as objects: nodemailer sends them as they are, never parsing a list out of one.
          to: mail.to.map((address) => ({ name: '', address })),
          subject: headerSafe(mail.message.subject),
          text: mail.message.text,
          html: mail.message.html,
          attachments: await attachmentsOf(mail),
        });
        await ref.update({
          'delivery.state': MailState.Success,
          'delivery.attempts': attempt,
          'delivery.error': null,
          'delivery.info': {
            messageId: String(info.messageId ?? ''),
            accepted: (info.accepted ?? []).map(String),
            rejected: (info.rejected ?? []).map(String),
            response: String(info.response ?? ''),
          },
          'delivery.endTime': new Date().toISOString(),
          'delivery.leaseExpireTime': null,
        });
        return;
      } catch (error) {
        lastError = describe(error);
        const more = attempt < maxMailAttempts;
        await ref.update({
          'delivery.attempts': attempt,
          'delivery.error': lastError,
          'delivery.leaseExpireTime': new Date(Date.now() + claimLeaseMs).toISOString(),
        });
        if (more) await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    await ref.update({ 'delivery.state': MailState.Error, 'delivery.error': lastError, 'delivery.endTime': new Date().toISOString(), 'delivery.leaseExpireTime': null });
    // An invitation whose link never arrived shows bounced on the chair's list (the current edition's invitations).
    if (mail.kind === 'invitation') await inCurrentEdition(() => hooks.invitationBounced(id)).catch((error: unknown) => console.warn('Bounce not recorded on the invitation', error));
  } finally {
    transport.close();
  }
}
