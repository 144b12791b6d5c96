// The MailDev inbox the test run starts (scripts/test.mjs), read through its REST API as a person would
// read their mail, and the outbox documents behind it. The inbox can be stopped and started again, for
// the outage tests (MAIL_DIR names the run's inbox).
import { expect } from 'vitest';
import { MailState, type MailDoc } from '@confsys/domain';
import { inboxUrl, startMailServer, stopMailServer } from '../../scripts/lib/mailServer.mjs';
import { unsentMail } from '../../functions/src/lib/mail/outbox';
import { db } from './admin';

export interface InboxMessage {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  headers: Record<string, unknown>;
  envelope: { to: Array<{ address: string }> };
  calculatedBcc: Array<{ address: string }>;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string; size: number }>;
}

/**
 * The inbox's messages, or only those whose envelope names `recipient`: MailDev filters them itself
 * (`?envelope.to.address=`), so a wait that polls one person's mail reads a few messages, not the whole
 * run's inbox with every body. The outbox writes every address in lower case (lib/mail/outbox.ts).
 */
export async function inboxMessages(recipient?: string): Promise<InboxMessage[]> {
  const filter = recipient === undefined ? '' : `?${new URLSearchParams({ 'envelope.to.address': recipient.toLowerCase() })}`;
  const response = await fetch(`${inboxUrl}/api/email${filter}`);
  expect(response.ok, 'the MailDev inbox answers').toBe(true);
  return (await response.json()) as InboxMessage[];
}

const addressedTo = (message: InboxMessage, address: string) => message.envelope.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase());

/** The messages delivered to an address whose subject contains `subject`. */
export async function mailTo(address: string, subject = ''): Promise<InboxMessage[]> {
  return (await inboxMessages(address)).filter((message) => addressedTo(message, address) && message.subject.includes(subject));
}

/** Waits until exactly one message with that subject has reached the address, and returns it. */
export async function onlyMailTo(address: string, subject: string): Promise<InboxMessage> {
  await expect.poll(async () => (await mailTo(address, subject)).length, { timeout: 30_000, message: `a message "${subject}" to ${address}` }).toBe(1);
  return (await mailTo(address, subject))[0]!;
}

/** The raw message as it went over SMTP (headers and MIME parts). */
export async function rawSource(id: string): Promise<string> {
  return (await fetch(`${inboxUrl}/api/email/${id}/source`)).text();
}

/** An attachment's bytes as the recipient downloads them (MailDev stores each under a generated name). */
export async function attachmentBytes(message: InboxMessage, filename: string): Promise<Buffer> {
  const stored = message.attachments?.find((attachment) => attachment.filename === filename);
  expect(stored, `attachment ${filename}`).toBeDefined();
  const response = await fetch(`${inboxUrl}/api/email/${message.id}/attachment/${encodeURIComponent(stored!.generatedFileName)}`);
  expect(response.ok, `attachment ${filename}`).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}

/** The outbox documents addressed to an address. */
export async function outboxFor(address: string): Promise<Array<{ id: string; mail: MailDoc }>> {
  const snapshot = await db.collection('mail').where('to', 'array-contains', address.toLowerCase()).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, mail: doc.data() as MailDoc }));
}

/** Waits until the message reaches a final state (SUCCESS or ERROR) and returns it. */
export async function settled(id: string, timeout = 60_000): Promise<MailDoc> {
  let mail: MailDoc | undefined;
  await expect
    .poll(
      async () => {
        mail = (await db.collection('mail').doc(id).get()).data() as MailDoc | undefined;
        return mail?.delivery.state;
      },
      { timeout, interval: 250 },
    )
    .toMatch(new RegExp(`^(${MailState.Success}|${MailState.Error})$`));
  return mail!;
}

/**
 * Waits (at most `timeout` ms) until no message in the outbox is still on its way out: the sender writes
 * some attachments (a verified payment's tax invoice) to the file store as it sends, so a suite that
 * compares the stored files before and after its requests starts once earlier files' mail has gone.
 * True when the outbox drained in time.
 */
export async function outboxDrained(timeout = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const open = await unsentMail().limit(1).get();
    if (open.empty) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function runDirectory(): string {
  const directory = process.env.MAIL_DIR;
  if (!directory) throw new Error('MAIL_DIR is not set: run the suites through npm test, which starts the inbox.');
  return directory;
}

export const inbox = {
  stop: () => stopMailServer(runDirectory()),
  start: async () => {
    await startMailServer({ directory: runDirectory(), detached: true });
  },
};
