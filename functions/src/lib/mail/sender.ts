// Delivering one message of the outbox over SMTP. A sender first claims the message in a transaction
// (PENDING -> PROCESSING, or a PROCESSING claim whose lease ran out), so however often the trigger runs
// for a message, one sender sends it. It then tries up to maxMailAttempts times with back-off, recording
// every attempt and its error; the message ends in SUCCESS with the server's answer, or in ERROR with
// the last error. A failure never reaches the request that queued the message.
// A sender that delivered its message also sends a few others still waiting, over one connection
// (deliverWaiting): where triggers run one after another (the emulator suite runs every Firestore
// trigger in one queue), a message costs a share of one run instead of a run of its own, so a day's
// thousands of messages do not hold the counters and the volume's layout back for an hour. The sender
// runs when a message is created or asked for again (outbox.ts askToSendAgain), not for its own writes.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DocumentReference } from 'firebase-admin/firestore';
import { MailState, headerSafe, maxMailAttempts, type MailDoc } from '@confsys/domain';
import { inCurrentEdition } from '../editions/editions';
import { db } from '../admin';
import { documents } from '../documents';
import { attachmentFile } from './attachments';
import { mailHooks } from './hooks';
import { askToSendAgain, claimLeaseMs } from './outbox';
import { mailFrom } from './settings';

export interface DeliveryOptions {
  /** The SMTP server's URL (smtp://host:port, smtps://user:pass@host:465). */
  transportUrl: string;
  /** The first back-off; each later one doubles it (1, 2, 4, 8 s by default). */
  backoffMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a sender may take the message now: waiting, or claimed by a sender whose lease ran out. */
function claimable(mail: MailDoc | undefined, now: number): mail is MailDoc {
  if (!mail) return false;
  const { state, leaseExpireTime } = mail.delivery;
  const abandoned = state === MailState.Processing && leaseExpireTime !== null && Date.parse(leaseExpireTime) <= now;
  return state === MailState.Pending || abandoned;
}

const claimFields = (now: number) => ({
  'delivery.state': MailState.Processing,
  'delivery.attempts': 0,
  'delivery.startTime': new Date(now).toISOString(),
  'delivery.endTime': null,
  'delivery.leaseExpireTime': new Date(now + claimLeaseMs).toISOString(),
});

/** Takes the message for this sender; null when another sender has it or it is not waiting to be sent. */
async function claim(id: string): Promise<MailDoc | null> {
  const ref = documents.mail.doc(id);
  // Most runs for a message find it sent already (its own writes, or a sender that helped): one read, no transaction.
  if (!claimable((await ref.get()).data(), Date.now())) return null;
  return db.runTransaction(async (transaction) => {
    const mail = (await transaction.get(ref)).data();
    const now = Date.now();
    if (!claimable(mail, now)) return null;
    transaction.update(ref, claimFields(now));
    return mail;
  });
}

const successFields = (info: { messageId?: unknown; accepted?: unknown[]; rejected?: unknown[]; response?: unknown }, attempt: number) => ({
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

/** The message as nodemailer sends it, without its attachments. */
const envelopeOf = (mail: MailDoc) => ({
  from: mailFrom(),
  // Addresses as objects: nodemailer sends them as they are, never parsing a list out of one.
  to: mail.to.map((address) => ({ name: '', address })),
  subject: headerSafe(mail.message.subject),
  text: mail.message.text,
  html: mail.message.html,
});

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

/** Sends the message `id` if this call wins its claim; says whether it did (delivered, or ended in ERROR). */
export async function deliverMail(id: string, { transportUrl, backoffMs = 1000 }: DeliveryOptions): Promise<boolean> {
  // Before any claim: a process without the areas' hooks would send and then lose the bounce.
  const hooks = mailHooks();
  const mail = await claim(id);
  if (!mail) return false;
  const ref = documents.mail.doc(id);
  const transport = nodemailer.createTransport({ url: transportUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  let lastError = 'not attempted';
  try {
    for (let attempt = 1; attempt <= maxMailAttempts; attempt++) {
      try {
        const info = await transport.sendMail({ ...envelopeOf(mail), attachments: await attachmentsOf(mail) });
        await ref.update(successFields(info, attempt));
        return true;
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
    return true;
  } finally {
    transport.close();
  }
}

/** One connection for the messages sent together (nodemailer's pool of one), closed when they are sent: an idle one would hold the server's shutdown. */
const pooledTransport = (url: string): Transporter => nodemailer.createTransport({ url, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });

/** How many waiting messages one sender sends besides its own, and for how long at most. */
export const helpLimits = { messages: 25, ms: 2_000 } as const;

/**
 * Sends up to `helpLimits.messages` other messages waiting without attachments (made on demand, they
 * keep their own run), one attempt each over one kept connection, within `helpLimits.ms`. Each is
 * claimed as a single sender claims it; one that fails goes back to waiting, and its own run tries it
 * again with the back-off. Answers how many were delivered.
 */
export async function deliverWaiting({ transportUrl }: DeliveryOptions, limits: { messages: number; ms: number } = helpLimits): Promise<number> {
  const started = Date.now();
  // Only messages without attachments: were those left among the first found, they would hide the others.
  const waiting = await documents.mail.where('delivery.state', '==', MailState.Pending).where('attachments', '==', []).limit(limits.messages).get();
  const refs = waiting.docs.map((doc) => doc.ref);
  if (refs.length === 0) return 0;
  const claimed = await db.runTransaction(async (transaction) => {
    const mails = await transaction.getAll(...refs);
    const now = Date.now();
    return mails.flatMap((snapshot) => {
      const mail = snapshot.data();
      if (!claimable(mail, now) || mail.attachments.length > 0) return [];
      transaction.update(snapshot.ref, claimFields(now));
      return [{ ref: snapshot.ref, mail }];
    });
  });
  const transport = pooledTransport(transportUrl);
  const writes: Array<Promise<unknown>> = [];
  let sent = 0;
  try {
    sent = await sendClaimed(transport, claimed, started, limits.ms, writes);
  } finally {
    transport.close();
    await Promise.all(writes);
  }
  return sent;
}

/** A claimed message back to waiting, with the request that runs its own sender (and its back-off). */
function giveBack(ref: DocumentReference<MailDoc>, error: string | null): Promise<unknown> {
  const batch = db.batch();
  batch.update(ref, { 'delivery.state': MailState.Pending, 'delivery.leaseExpireTime': null, ...(error === null ? {} : { 'delivery.error': error }) });
  askToSendAgain(batch, ref.id);
  return batch.commit();
}

/** Sends the claimed messages in order while time remains; the rest, and each that fails, go back to waiting. */
async function sendClaimed(transport: Transporter, claimed: ReadonlyArray<{ ref: DocumentReference<MailDoc>; mail: MailDoc }>, started: number, ms: number, writes: Array<Promise<unknown>>): Promise<number> {
  let sent = 0;
  for (const { ref, mail } of claimed) {
    // Out of time: what is left goes back to waiting at once, for its own run.
    if (Date.now() - started > ms) {
      writes.push(giveBack(ref, null));
      continue;
    }
    try {
      const info = await transport.sendMail(envelopeOf(mail));
      writes.push(ref.update(successFields(info, 1)));
      sent++;
    } catch (error) {
      writes.push(giveBack(ref, describe(error)));
    }
  }
  return sent;
}
