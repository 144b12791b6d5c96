// Queueing messages: a message is a mail document written in the same transaction or batch as the
// change it reports, so a change is never saved without its message, nor a message sent for a change
// that was not saved. The sender (sender.ts) delivers it afterwards. The conference-wide Notifications
// switch (config/notifications) decides whether notification kinds are queued at all. The outbox renders
// each message as it queues it, with the conference's identity as read when it was opened, and the
// conference's messages the chair edited in their words.
import type { DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import {
  Collections,
  MailRetryPaths,
  MailState,
  defaultNotificationSettings,
  notificationKinds,
  pendingDelivery,
  type MailAttachment,
  type ConferenceIdentity,
  type MailDoc,
  type FieldValues,
  type MessageTemplatesDoc,
} from '@confsys/domain';
import { db } from '../admin';
import { configDocs, documents } from '../documents';
import { inChairsWords, renderMail, type Letter, type RenderedMail } from './templates';
import { readEditedMessages } from './messageTemplates';
import { conferenceValues } from './conferenceValues';
import { readIdentity } from '../conference/identity';

/** A transaction or a write batch: what a message is written with. */
export interface DocumentCreator {
  create<T>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
}

export interface MailDraft {
  to: readonly string[];
  mail: Letter;
  paperId?: string;
  attachments?: MailAttachment[];
  /** The chair's mailing it belongs to. */
  mailingId?: string;
}

/** An address the message may go to: one address, nothing a mail header or SMTP command could split. */
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The recipients: trimmed, lower case, each once, and only well-formed single addresses. */
export function recipients(addresses: readonly string[]): string[] {
  const cleaned = addresses.map((address) => address.trim().toLowerCase()).filter((address) => plainAddress.test(address));
  return [...new Set(cleaned)];
}

export async function notificationsEnabled(): Promise<boolean> {
  const stored = (await configDocs.notifications.get()).data();
  return (stored ?? defaultNotificationSettings).notifications === 'enabled';
}

/** The chair's words for the conference's messages, with the conference's facts they may name. */
export interface EditedMessages {
  messages: MessageTemplatesDoc['messages'];
  conference: FieldValues;
}

export class Outbox {
  constructor(
    private readonly notify: boolean,
    /** The conference's identity as read when the outbox was opened: what its messages print, and what a caller prints beside them. */
    readonly identity: ConferenceIdentity,
    /** The messages the chair edited, as read when the outbox was opened. */
    private readonly edited: EditedMessages = { messages: {}, conference: {} },
  ) {}

  /** The letter as it is sent: in the chair's words when they edited its message. */
  private inUse(letter: Letter): Letter {
    const words = letter.editable ? this.edited.messages[letter.editable.key] : undefined;
    return words ? inChairsWords(letter, words, this.edited.conference) : letter;
  }

  /** Whether a message of this kind is queued now (notifications stop while the switch is off). */
  sends(kind: MailDraft['mail']['kind']): boolean {
    return this.notify || !notificationKinds.includes(kind);
  }

  /** The message as `queue` writes it: what a preview shows is what goes out. */
  render(letter: Letter): RenderedMail {
    return renderMail(this.inUse(letter), this.identity);
  }

  /** Writes the message with `writer`, answering its ID; nothing (null) when its kind is switched off or it has no valid recipient. */
  queue(writer: DocumentCreator, draft: MailDraft): string | null {
    const to = recipients(draft.to);
    if (to.length === 0 || !this.sends(draft.mail.kind)) return null;
    const now = new Date().toISOString();
    const mail = this.render(draft.mail);
    const doc: MailDoc = {
      to,
      message: { subject: mail.subject, text: mail.text, html: mail.html },
      attachments: draft.attachments ?? [],
      kind: draft.mail.kind,
      paperId: draft.paperId ?? null,
      ...(draft.mailingId ? { mailingId: draft.mailingId } : {}),
      createdAt: now,
      delivery: pendingDelivery(now),
    };
    const ref = documents.mail.doc();
    writer.create(ref, doc);
    return ref.id;
  }
}

/** An outbox that knows the switch and the conference's identity as they are now. */
export async function openOutbox(): Promise<Outbox> {
  const [notify, identity, messages] = await Promise.all([notificationsEnabled(), readIdentity(), readEditedMessages()]);
  // The conference's facts are read only when an edited message may name them.
  const conference = Object.keys(messages).length > 0 ? await conferenceValues() : {};
  return new Outbox(notify, identity, { messages, conference });
}

/** Every admin's address (for "review submitted"). */
export async function adminAddresses(): Promise<string[]> {
  const admins = await documents.users.where('role', '==', 'admin').get();
  return admins.docs.map((doc) => doc.data().email);
}

/** How long a sender's claim on a message holds before another may take it over. */
export const claimLeaseMs = 5 * 60_000;

/** The messages still on their way out: queued, or claimed by a sender. */
export const unsentMail = () => documents.mail.where('delivery.state', 'in', [MailState.Pending, MailState.Processing]);

/** The request to send message `id` again; writing it runs the sender (triggers/mail.ts), which removes it. */
export const mailRetryRef = (id: string) => db.collection(Collections.meta).doc(MailRetryPaths.parentDoc).collection(MailRetryPaths.collection).doc(id);

/** Asks for message `id`, waiting again, to be sent: with the write that made it wait, in a transaction or batch. */
export function askToSendAgain(writer: { set(ref: DocumentReference, data: { at: string }): unknown }, id: string): void {
  writer.set(mailRetryRef(id), { at: new Date().toISOString() });
}

/**
 * Queues again what a stopped suite left unsent: messages never claimed (their trigger did not run
 * before the stop) and claims whose sender stopped mid-way (lease expired). Run when `npm start` starts.
 */
export async function requeueUnsent(now = new Date()): Promise<number> {
  const open = await unsentMail().get();
  const stalled = open.docs.filter((doc) => {
    const { state, leaseExpireTime } = doc.data().delivery;
    return state === MailState.Pending || !leaseExpireTime || Date.parse(leaseExpireTime) <= now.getTime();
  });
  await Promise.all(
    stalled.map((doc) => {
      const batch = db.batch();
      batch.update(doc.ref, { 'delivery.state': MailState.Pending, 'delivery.queuedAt': now.toISOString(), 'delivery.leaseExpireTime': null });
      askToSendAgain(batch, doc.id);
      return batch.commit();
    }),
  );
  return stalled.length;
}
