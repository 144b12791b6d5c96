// What an invitee does through their link: open the invitation (marked opened the first time), accept it
// with a load and topics (making or linking the reviewer record of the address, in the transaction that
// answers the invitation), prove another address by a code sent to it, or decline with suggestions.
import { createHash, randomInt } from 'node:crypto';
import {
  Messages,
  callTopics,
  invitationLimits,
  invitationStateAt,
  loadProblem,
  reviewerRecord,
  type AcceptInvitationRequest,
  type DeclineInvitationRequest,
  type InvitationDoc,
  type PublicInvitation,
} from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { readIdentity } from '../conference/identity';
import { documents } from '../documents';
import { currentEdition } from '../editionScope';
import { badRequest, conflict, forbidden, tooManyRequests } from '../errors';
import { openOutbox } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { inviteReviewerAccount } from '../accounts/reviewerAccounts';
import { countGuess, guessLockedUntil } from '../accounts/throttle';
import { checkAnswerable, invitationRef, inviteeActor, readByToken, readByTokenIn } from './invitations';
import { claimEmail, recordWithEmail } from './reviewerEmails';

/** A code's digest: bound to its invitation and address, so a code proves one address for one invitation. */
const codeDigest = (invitationId: string, email: string, code: string) => createHash('sha256').update(`${invitationId}\n${email}\n${code}`).digest('hex');

/** What the invitee reads: the conference, the chair's message, the maximum load, the call's topics; marks the invitation opened the first time. */
export async function openInvitation(token: string, client: string): Promise<PublicInvitation> {
  checkAnswerable(await readByToken(token, client));
  const [invitation, identity] = await Promise.all([
    db.runTransaction(async (transaction) => {
      const opened = await readByTokenIn(transaction, token);
      checkAnswerable(opened);
      const { invitation } = opened;
      if (invitation.openedAt !== null && invitation.state === 'opened') return invitation;
      const now = new Date().toISOString();
      // A bounced invitation opened through a later link did arrive: it waits for its answer again.
      const changed: InvitationDoc = { ...invitation, state: 'opened', waiting: true, openedAt: invitation.openedAt ?? now };
      transaction.update(invitationRef(invitation.id), { state: changed.state, waiting: true, openedAt: changed.openedAt });
      return changed;
    }),
    readIdentity(),
  ]);
  const topics = callTopics(identity);
  // The pool's topics as the call spells them (a pool's "security" is the call's "Security").
  const suggested = new Set(invitation.topics.map((topic) => topic.trim().toLowerCase()));
  return {
    conference: identity.title || currentEdition().name,
    name: invitation.name,
    email: invitation.email,
    message: invitation.message,
    maxLoad: invitation.maxLoad,
    topics: [...topics],
    suggestedTopics: topics.filter((topic) => suggested.has(topic.toLowerCase())),
    state: invitationStateAt(invitation, Date.now()),
    expiresAt: invitation.expiresAt,
  };
}

/** Sends a code to another address of the invitee's; a new code replaces the last, at most `sends` per invitation. */
export async function sendAddressCode(token: string, email: string, client: string): Promise<{ message: string; expiresAt: string }> {
  checkAnswerable(await readByToken(token, client));
  const outbox = await openOutbox();
  const code = String(randomInt(0, 10 ** invitationLimits.code.digits)).padStart(invitationLimits.code.digits, '0');
  const expiresAt = new Date(Date.now() + invitationLimits.code.minutes * 60_000).toISOString();
  await db.runTransaction(async (transaction) => {
    const opened = await readByTokenIn(transaction, token);
    checkAnswerable(opened);
    const { invitation } = opened;
    const sends = invitation.addressProof?.sends ?? 0;
    if (sends >= invitationLimits.code.sends) throw tooManyRequests(() => Messages.invitationCodeSends, 3600);
    transaction.update(invitationRef(invitation.id), { addressProof: { email, digest: codeDigest(invitation.id, email, code), expiresAt, sends: sends + 1 } });
    outbox.queue(transaction, { to: [email], mail: mailTemplates.invitationCode({ name: invitation.name, code, minutes: invitationLimits.code.minutes }) });
  });
  return { message: Messages.invitationCodeSent(email, invitationLimits.code.minutes), expiresAt };
}

/** Wrong codes are counted per code sent (its digest), with the guesses (throttle.ts), not on the invitation. */
const codeScope = 'invitation-code';

/**
 * Checks the code that proves `email` for the invitation: 400 without one, 403 for a wrong, expired or
 * exhausted one (after `attempts` wrong tries the code is spent: a new one must be sent). Writes nothing
 * but the count of wrong tries.
 */
async function checkAddressCode(invitation: InvitationDoc, email: string, code: string | undefined): Promise<void> {
  if (code === undefined) throw badRequest(Messages.invitationCodeNeeded, { code: Messages.invitationCodeNeeded });
  const proof = invitation.addressProof;
  if (!proof || proof.email !== email || Date.parse(proof.expiresAt) <= Date.now()) throw forbidden(Messages.invitationCodeWrong);
  if ((await guessLockedUntil(codeScope, proof.digest)) > 0) throw forbidden(Messages.invitationCodeAttempts);
  if (codeDigest(invitation.id, email, code) === proof.digest) return;
  await countGuess(codeScope, proof.digest, invitationLimits.code.attempts);
  throw forbidden(Messages.invitationCodeWrong);
}

/**
 * Accepts: the load within the invitation's maximum, topics of the call, and under another address only
 * with its code. One transaction answers the invitation and makes or links the reviewer record of the
 * address (a second accept, or one racing it, finds the invitation answered: 409, nothing written).
 * Then, when the address has no account, a reviewer account is made and its set-password link sent.
 */
export async function acceptInvitation(token: string, request: AcceptInvitationRequest, client: string) {
  const opened = await readByToken(token, client);
  checkAnswerable(opened);
  const loadRefused = loadProblem(request.load, opened.invitation.maxLoad);
  if (loadRefused) throw badRequest(loadRefused, { load: loadRefused });
  const allowed = new Set(callTopics(await readIdentity()));
  const unknown = request.topics.filter((topic) => !allowed.has(topic));
  if (unknown.length > 0) throw badRequest(Messages.invitationTopicsUnknown(unknown), { topics: Messages.invitationTopicsUnknown(unknown) });
  const email = request.email ?? opened.invitation.email;
  if (email !== opened.invitation.email) await checkAddressCode(opened.invitation, email, request.code);
  const topics = [...new Set(request.topics)];

  // A record of the address already stored is linked (found before the transaction, read again in it);
  // otherwise a new one claims the address (reviewerEmails.ts).
  const stored = await recordWithEmail(email);
  const { invitation, reviewerId } = await db.runTransaction(async (transaction) => {
    const current = await readByTokenIn(transaction, token);
    checkAnswerable(current);
    const { invitation } = current;
    // The proof read before the transaction must still stand (a new code sent meanwhile replaces it).
    if (email !== invitation.email && invitation.addressProof?.digest !== opened.invitation.addressProof?.digest) throw forbidden(Messages.invitationCodeWrong);
    const existing = stored && (await transaction.get(stored.ref)).data()?.email === email ? stored : undefined;
    const reviewerId = existing?.id ?? documents.reviewers.doc().id;
    if (!existing && !(await claimEmail(transaction, email, reviewerId))) throw conflict(Messages.tryAgainConcurrent);
    const now = new Date().toISOString();
    const commitment = { load: request.load, lateRequests: request.lateRequests, invitationId: invitation.id };
    if (existing) transaction.update(existing.ref, { ...commitment, topics });
    else
      transaction.create(
        documents.reviewers.doc(reviewerId),
        reviewerRecord({ id: reviewerId, name: invitation.name, affiliation: invitation.affiliation, email, profile: null, profileType: null, researchArea: '', topics, createdAt: now, ...commitment }),
      );
    const accepted = { email, reviewerId, load: request.load, topics, lateRequests: request.lateRequests };
    transaction.update(invitationRef(invitation.id), {
      state: 'accepted',
      waiting: false,
      answeredAt: now,
      accepted,
      addresses: [...new Set([...invitation.addresses, email])],
      addressProof: null,
    });
    recordAudit(transaction, inviteeActor(invitation), {
      action: 'invitation.accept',
      target: `invitation:${invitation.id}`,
      before: { state: invitation.state },
      after: { state: 'accepted', ...accepted, linked: existing !== undefined },
    });
    return { invitation, reviewerId };
  });
  const accountCreated = await inviteReviewerAccount(invitation.name, email);
  return {
    message: accountCreated ? Messages.invitationAcceptedAccount(invitation.name, email) : Messages.invitationAccepted(invitation.name),
    reviewerId,
    email,
    accountCreated,
  };
}

/** Declines, with the reason and suggested colleagues the chair's list shows; a second answer is refused (409). */
export async function declineInvitation(token: string, request: DeclineInvitationRequest, client: string): Promise<{ message: string }> {
  checkAnswerable(await readByToken(token, client));
  await db.runTransaction(async (transaction) => {
    const current = await readByTokenIn(transaction, token);
    checkAnswerable(current);
    const { invitation } = current;
    const declined = { reason: request.reason ?? '', suggestions: request.suggestions ?? [] };
    transaction.update(invitationRef(invitation.id), {
      state: 'declined',
      waiting: false,
      answeredAt: new Date().toISOString(),
      declined,
      suggestedEmails: [...new Set(declined.suggestions.map((person) => person.email))],
      addressProof: null,
    });
    recordAudit(transaction, inviteeActor(invitation), {
      action: 'invitation.decline',
      target: `invitation:${invitation.id}`,
      before: { state: invitation.state },
      after: { state: 'declined', reason: declined.reason, suggestions: declined.suggestions.map((person) => person.email) },
    });
  });
  return { message: Messages.invitationDeclined };
}
