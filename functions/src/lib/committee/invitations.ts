// Committee invitations: their links (a random secret of which only the SHA-256 digest is stored,
// invitationTokens/{digest}, each link with its own expiry, so a reminder's new link leaves the earlier
// ones valid until they expire), reading an invitation by its link (guesses counted per client address),
// the message that carries a link, and the chair's view of an invitation.
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import {
  Messages,
  formatDate,
  invitationPage,
  invitationStateAt,
  invitationTokenFormat,
  type InvitationDoc,
  type InvitationTokenDoc,
  type InvitationView,
} from '@confsys/domain';
import { db } from '../admin';
import { documents } from '../documents';
import { conflict, gone, notFound } from '../errors';
import { countGuess, refuseWhileGuessing } from '../accounts/throttle';
import type { Outbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import type { AuditActor } from '../audit/audit';

export const invitationRef = (id: string) => documents.invitations.doc(id);

/** The stored name of a link's secret: its SHA-256, in hex. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenRef = (token: string) => documents.invitationTokens.doc(tokenDigest(token));

/** A new link's secret: 256 random bits in base64url, starting with a letter or digit (as every path parameter does). */
export function newInvitationToken(): string {
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (invitationTokenFormat.test(token)) return token;
  }
}

/** The page of the site a link opens. */
export const invitationLink = (token: string) => siteLink(invitationPage(token));

/** Who the audit log names for an invitee's answer: the invitation, with the address it went to. */
export const inviteeActor = (invitation: Pick<InvitationDoc, 'id' | 'email'>): AuditActor => ({ uid: `invitation:${invitation.id}`, email: invitation.email, role: 'invitee' });

/**
 * Writes a new link of the invitation (its digest, valid until `expiresAt`) and the message that carries
 * it, with the transaction; answers the message's ID (null when none was queued).
 */
export function issueLink(transaction: Transaction, invitation: InvitationDoc, outbox: Outbox, expiresAt: string, reminder: boolean): string | null {
  const token = newInvitationToken();
  const link: InvitationTokenDoc = { invitationId: invitation.id, createdAt: new Date().toISOString(), expiresAt };
  transaction.create(tokenRef(token), link);
  return outbox.queue(transaction, {
    to: [invitation.email],
    mail: mailTemplates.invitation({ name: invitation.name, message: invitation.message, maxLoad: invitation.maxLoad, expires: formatDate(expiresAt), url: invitationLink(token), reminder }),
  });
}

/** Links that name nothing, counted per client address: a guesser is locked after this many within the window. */
export const linkGuessLimit = 100;
const guessScope = 'invitation';

export interface OpenedLink {
  invitation: InvitationDoc;
  link: InvitationTokenDoc;
}

/**
 * The invitation a link names: 404 for a link that names nothing (counted against the client address, 429
 * once it guessed too often), as for one of the wrong shape.
 */
export async function readByToken(token: string, client: string): Promise<OpenedLink> {
  await refuseWhileGuessing(guessScope, client, Messages.invitationTooManyGuesses);
  const link = invitationTokenFormat.test(token) ? (await tokenRef(token).get()).data() : undefined;
  const invitation = link ? (await invitationRef(link.invitationId).get()).data() : undefined;
  if (!link || !invitation) {
    await countGuess(guessScope, client, linkGuessLimit);
    throw notFound(Messages.invitationNotFound);
  }
  return { invitation, link };
}

/** Read again in a transaction: the link and its invitation as they are now (404 when either is gone). */
export async function readByTokenIn(transaction: Transaction, token: string): Promise<OpenedLink> {
  const link = (await transaction.get(tokenRef(token))).data();
  const invitation = link ? (await transaction.get(invitationRef(link.invitationId))).data() : undefined;
  if (!link || !invitation) throw notFound(Messages.invitationNotFound);
  return { invitation, link };
}

/** Refuses an invitation that can no longer be answered: 409 once answered (saying how), 410 once it or this link expired. */
export function checkAnswerable({ invitation, link }: OpenedLink, now = Date.now()): void {
  if (invitation.state === 'accepted' || invitation.state === 'declined') throw conflict(Messages.invitationAnswered(invitation.state, invitation.answeredAt ?? invitation.createdAt));
  if (Date.parse(invitation.expiresAt) <= now) throw gone(Messages.invitationExpired(invitation.expiresAt));
  if (Date.parse(link.expiresAt) <= now) throw gone(Messages.invitationExpired(link.expiresAt));
}

/** An invitation as the chair's list shows it: never its links or codes. */
export function invitationView(invitation: InvitationDoc, now = Date.now()): InvitationView {
  return {
    id: invitation.id,
    name: invitation.name,
    email: invitation.email,
    affiliation: invitation.affiliation,
    state: invitationStateAt(invitation, now),
    maxLoad: invitation.maxLoad,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    openedAt: invitation.openedAt,
    answeredAt: invitation.answeredAt,
    remindedAt: invitation.remindedAt,
    accepted: invitation.accepted,
    declined: invitation.declined,
  };
}

/**
 * The outbox gave up on a message that carried a link (every attempt failed): an invitation not opened
 * yet shows bounced, and waits no more (no reminder, no expiry) until the chair invites the person again.
 */
export async function markBounced(mailId: string): Promise<void> {
  const carrying = await documents.invitations.where('mailIds', 'array-contains', mailId).get();
  for (const doc of carrying.docs) {
    await db.runTransaction(async (transaction) => {
      const invitation = (await transaction.get(doc.ref)).data();
      if (invitation?.state === 'invited') transaction.update(doc.ref, { state: 'bounced', waiting: false });
    });
  }
}
