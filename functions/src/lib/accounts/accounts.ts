// Accounts: creating a user with its role claim and profile together, and turning a verified
// password into a session token for the SPA.
import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { Messages, type Role, type UserDoc } from '@confsys/domain';
import { auth, db } from '../admin';
import { documents } from '../documents';
import { badRequest, conflict, forbidden, unauthorized } from '../errors';
import type { MailDraft, Outbox } from '../mail/outbox';
import { checkPasswordThrottled } from './throttle';

export type Profile = Omit<UserDoc, 'uid' | 'role' | 'createdAt' | 'email' | 'name'>;

export interface NewAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
  profile?: Profile;
  emailVerified?: boolean;
  /** A message to the new user, written together with the profile (the author's "how to sign in"). */
  welcome?: { outbox: Outbox; draft: (user: UserDoc) => MailDraft };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sign-in account of an address, or null when it has none. */
export async function accountByEmail(email: string): Promise<UserRecord | null> {
  return auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
}

/**
 * Creates the Auth user, its role claim and its users/{uid} document. If any step fails the user is
 * deleted again, so a failed registration leaves no account behind.
 */
export async function createAccount(account: NewAccount): Promise<UserDoc> {
  const email = normaliseEmail(account.email);
  let uid: string;
  try {
    const user = await auth.createUser({
      email,
      password: account.password,
      displayName: account.name.trim(),
      emailVerified: account.emailVerified ?? false,
    });
    uid = user.uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw conflict(Messages.emailAlreadyRegistered);
    if ((error as { code?: string }).code === 'auth/invalid-password') throw badRequest(Messages.weakPassword);
    if ((error as { code?: string }).code === 'auth/invalid-email') throw badRequest(Messages.invalidEmail);
    throw error;
  }
  const doc: UserDoc = {
    ...trimmed(account.profile ?? {}),
    uid,
    role: account.role,
    name: account.name.trim(),
    email,
    createdAt: new Date().toISOString(),
  };
  try {
    await auth.setCustomUserClaims(uid, { role: account.role });
    const batch = db.batch();
    batch.create(documents.users.doc(uid), doc);
    account.welcome?.outbox.queue(batch, account.welcome.draft(doc));
    await batch.commit();
  } catch (error) {
    await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return doc;
}

/** A password nobody knows or is shown: an account holding it opens only through a set-password link. */
export function unguessablePassword(): string {
  return randomBytes(24).toString('base64url');
}

function trimmed(profile: Profile): Profile {
  return Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Profile;
}

export async function userDoc(uid: string): Promise<UserDoc | null> {
  return (await documents.users.doc(uid).get()).data() ?? null;
}

/**
 * Checks the password (throttled per account and client address, lib/throttle.ts), then that the account holds the expected role, and returns its profile and a
 * custom token that the SPA exchanges for a Firebase session carrying the same role claim.
 */
export async function signIn(
  email: string,
  password: string,
  role: Role,
  client: string,
  failure: string = Messages.invalidCredentials,
): Promise<{ user: UserDoc; token: string }> {
  const uid = await checkPasswordThrottled(normaliseEmail(email), password, client);
  if (!uid) throw unauthorized(failure);
  const [record, user] = await Promise.all([auth.getUser(uid), userDoc(uid)]);
  if (record.customClaims?.role !== role || !user) throw forbidden(Messages.wrongAccountType(role));
  const token = await auth.createCustomToken(uid);
  return { user, token };
}
