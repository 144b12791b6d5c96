// Delivering one message of the outbox over SMTP. A sender first claims the message in a transaction
// (PENDING -> PROCESSING, or a PROCESSING claim whose lease ran out), so however often the trigger runs
// for a message, one sender sends it. It then tries up to maxMailAttempts times with back-off, recording
// every attempt and its error; the message ends in SUCCESS with the server's answer, or in ERROR with
// the last error. A failure never reaches the request that queued the message.
// The sender runs when a message is created or asked for again (outbox.ts askToSendAgain), not for its
// own writes. It sends its own message only: a sender that also looked for others waiting made every run
// a search of the whole outbox where the emulator answers it (1 to 14 s a run at 20,000 messages, in a
// trigger queue the emulator runs one event at a time), and deployed each message has a run of its own.
import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { MailSchema, MailState, headerSafe, maxMailAttempts, parseDocument, type MailDoc } from '@confsys/domain';
import { inCurrentEdition } from '../editions/editions';
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

/** Firestore's answer to a write whose precondition failed (the document changed since it was read). */
const failedPrecondition = (error: unknown) => (error as { code?: unknown }).code === 9;

/**
 * Takes the message for this sender; null when another sender has it or it is not waiting to be sent.
 * The claim is a write on condition that the message is still as read (its update time): of senders that
 * read the same version, one write succeeds and the others fail their condition. `created` is the
 * message as its creation event carries it, which spares the read.
 */
async function claim(id: string, created?: DocumentSnapshot): Promise<MailDoc | null> {
  const ref = documents.mail.doc(id);
  const snapshot = created?.exists ? { data: () => parseDocument(MailSchema, created.data(), created.ref.path), updateTime: created.updateTime } : await ref.get();
  const mail = snapshot.data();
  const now = Date.now();
  // A creation event takes a new message only; a claim left by a stopped sender is taken over by a request to send it again.
  if (!claimable(mail, now) || (created && mail.delivery.state !== MailState.Pending) || !snapshot.updateTime) return null;
  try {
    await ref.update(claimFields(now), { lastUpdateTime: snapshot.updateTime });
    return mail;
  } catch (error) {
    if (!failedPrecondition(error)) throw error;
    // Changed since the event was made (or its time is not the stored one): decided on the message as stored.
    return created ? claim(id) : null;
  }
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

/** Sends the message `id` (as `created` when its creation event carries it) if this call wins its claim. */
export async function deliverMail(id: string, { transportUrl, backoffMs = 1000 }: DeliveryOptions, created?: DocumentSnapshot): Promise<void> {
  // Before any claim: a process without the areas' hooks would send and then lose the bounce.
  const hooks = mailHooks();
  const mail = await claim(id, created);
  if (!mail) return;
  const ref = documents.mail.doc(id);
  let lastError = 'not attempted';
  for (let attempt = 1; attempt <= maxMailAttempts; attempt++) {
    try {
      const info = await sendOver(transportUrl, { ...envelopeOf(mail), attachments: await attachmentsOf(mail) });
      await ref.update(successFields(info, attempt));
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
}

interface Connection {
  transport: Transporter;
  sending: number;
  idle: ReturnType<typeof setTimeout> | null;
}

/**
 * The SMTP connections a process keeps, one pool per server URL, for the messages that follow one another:
 * opening one per message costs its greeting each time (MailDev looks the client's name up first, about
 * 100 ms), and where triggers run one at a time (the emulator suite) every message waits for that. A
 * pool idle for a second is closed, since an open connection holds the SMTP server's shutdown; one that
 * failed is dropped, and the next message opens another.
 */
const connections = new Map<string, Connection>();
const idleMs = 1000;

function pooledUrl(url: string): string {
  const parsed = new URL(url);
  // nodemailer pools a URL's connections only when the URL asks for it.
  parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}

async function sendOver(url: string, message: SendMailOptions): Promise<SentMessageInfo> {
  let connection = connections.get(url);
  if (!connection) {
    connection = { transport: nodemailer.createTransport({ url: pooledUrl(url), maxConnections: 5, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }), sending: 0, idle: null };
    connections.set(url, connection);
  }
  if (connection.idle) clearTimeout(connection.idle);
  connection.idle = null;
  connection.sending++;
  try {
    return await connection.transport.sendMail(message);
  } catch (error) {
    // Dropped: the next message opens another.
    if (connections.get(url) === connection) connections.delete(url);
    throw error;
  } finally {
    connection.sending--;
    if (connection.sending === 0) letGo(url, connection);
  }
}

/** A pool no message is using: closed now if it was dropped, else after a second idle. */
function letGo(url: string, connection: Connection): void {
  const close = () => {
    if (connections.get(url) === connection) connections.delete(url);
    connection.transport.close();
  };
  if (connections.get(url) !== connection) return close();
  connection.idle = setTimeout(close, idleMs);
  connection.idle.unref();
}
