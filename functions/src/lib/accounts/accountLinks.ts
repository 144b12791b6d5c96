// Account messages: the links that set a new account's first password, reset a forgotten one and verify
// an address. Firebase Authentication makes the one-time code (the Admin SDK's link generators); the site
// sends it through its own outbox and templates, as a link to its own page (/account/action), so the
// message is the conference's, shows on the Email screen with its delivery, and arrives in MailDev under
// the emulators. An address gets at most `accountLinkLimits.perHour` of them an hour, whether or not it
// has an account, so the form can neither flood an inbox nor tell which addresses have accounts.
import { Timestamp } from 'firebase-admin/firestore';
import { AccountLinkSendDocuments, AccountLinkSendsSchema, Messages, accountActionPage, isRole, signInPages, type Role } from '@confsys/domain';
import { auth, db } from '../admin';
import { hashedId, serverMetaDoc } from '../documents';
import { badRequest, tooManyRequests } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { IdentityToolkitError, emailForResetCode, resetPassword } from './identityToolkit';
import { accountByEmail, normaliseEmail } from './accounts';

export type AccountLink = 'setPassword' | 'passwordReset' | 'emailVerification';

export const accountLinkLimits = { perHour: 5, windowMs: 60 * 60_000 } as const;

const accountNames: Record<Role, string> = { author: 'author account', reviewer: 'reviewer account', admin: 'admin account' };

/** The sends of account links to one address within the window (milliseconds since the epoch), by a hash of the address. */
const sendsTo = (email: string) => serverMetaDoc(AccountLinkSendDocuments, AccountLinkSendsSchema, hashedId('account-links', email));

/** The code of a link the Admin SDK made: the site links its own page with it, not Firebase's. */
function codeOf(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) throw new Error('Firebase Authentication made a link without a code');
  return code;
}

async function linkCode(kind: AccountLink, email: string): Promise<string> {
  return codeOf(kind === 'emailVerification' ? await auth.generateEmailVerificationLink(email) : await auth.generatePasswordResetLink(email));
}

/**
 * Counts a send to the address against its hourly limit: a 429 (with when to try again) beyond it. The
 * count comes first, so a flood of requests never reaches Firebase Authentication's link generators.
 */
async function countSend(email: string, now: number): Promise<void> {
  const ref = sendsTo(email);
  await db.runTransaction(async (transaction) => {
    const recent = ((await transaction.get(ref)).data()?.sentAt ?? []).filter((at) => now - at < accountLinkLimits.windowMs);
    if (recent.length >= accountLinkLimits.perHour) {
      const retryMs = Math.min(...recent) + accountLinkLimits.windowMs - now;
      throw tooManyRequests(Messages.accountLinksTooMany, Math.max(1, Math.ceil(retryMs / 1000)));
    }
    transaction.set(ref, { sentAt: [...recent, now], [AccountLinkSendDocuments.ttlField]: Timestamp.fromMillis(now + accountLinkLimits.windowMs) });
  });
}

/**
 * Sends an account link to the address, counted against its hourly limit (a 429 beyond it). Nothing is
 * sent, but the request is counted all the same, when the address has no account. Answers whether a
 * message was queued.
 */
export async function sendAccountLink(kind: AccountLink, address: string, now = Date.now()): Promise<boolean> {
  const email = normaliseEmail(address);
  await countSend(email, now);
  const user = await accountByEmail(email);
  if (!user) return false;
  const role = isRole(user.customClaims?.role) ? user.customClaims.role : 'author';
  const code = await linkCode(kind, email);
  const mode = kind === 'emailVerification' ? 'verifyEmail' : 'resetPassword';
  const draft = mailTemplates.accountLink({
    kind,
    name: user.displayName ?? '',
    account: accountNames[role],
    url: siteLink(accountActionPage(mode, code, role)),
    code,
    signInUrl: siteLink(signInPages[role]),
  });
  const batch = db.batch();
  const queued = (await openOutbox()).queue(batch, { to: [email], mail: draft }) !== null;
  await batch.commit();
  return queued;
}

/**
 * Sets a new password with an emailed code issued for this address. Using the code proves control of the
 * address, so it counts as verified from then on (how a new reviewer sets the first password), and every
 * session opened with the old password ends.
 */
export async function setPasswordWithCode(address: string, code: string, newPassword: string): Promise<void> {
  const email = normaliseEmail(address);
  try {
    const codeEmail = await emailForResetCode(code);
    if (normaliseEmail(codeEmail) !== email) throw new IdentityToolkitError('EMAIL_MISMATCH');
    await resetPassword(code, newPassword);
  } catch (error) {
    if (error instanceof IdentityToolkitError) throw badRequest(Messages.invalidResetCode);
    throw error;
  }
  const user = await auth.getUserByEmail(email);
  if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  await auth.revokeRefreshTokens(user.uid);
}
