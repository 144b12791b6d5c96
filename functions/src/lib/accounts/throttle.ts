// Password guessing: every password check goes through here. Failures are counted in Firestore per
// (account, client address) and per account from every address. After `pairLimit` failures from one
// address the pair is locked for a minute, doubling with each further failure up to an hour; a success
// from that address clears it. The account-wide ceiling is far higher, so one attacker cannot lock the
// real owner out from elsewhere, while many addresses together still meet a limit. Counts are forgotten
// after a quiet window (counted from the end of the last lock), and a TTL policy deletes old documents.
import { defineInt } from 'firebase-functions/params';
import { Messages, PasswordFailuresSchema, ThrottleDocuments, type PasswordFailures } from '@confsys/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { hashedId, serverMetaDoc } from '../documents';
import { tooManyRequests } from '../errors';
import { checkPassword } from './identityToolkit';

export const throttlePolicy = {
  /** Failures are forgotten after this long without one (and without a lock running). */
  windowMs: 15 * 60_000,
  /** Failures from one address for one account before it is locked. */
  pairLimit: 10,
  /** Failures for one account from all addresses together before the account is locked. */
  accountLimit: 100,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
} as const;

export type FailureCount = Omit<PasswordFailures, 'expireAt'>;

const none: FailureCount = { failures: 0, lastFailure: 0, lockedUntil: 0 };

/** The count after one more failure at `now`: forgotten first when the window has passed, locked at the limit. */
export function afterFailure(count: FailureCount, limit: number, now: number, policy = throttlePolicy): FailureCount {
  const quietSince = Math.max(count.lastFailure, count.lockedUntil);
  const failures = (now - quietSince > policy.windowMs ? 0 : count.failures) + 1;
  const lockMs = failures < limit ? 0 : Math.min(policy.firstLockMs * 2 ** (failures - limit), policy.maxLockMs);
  return { failures, lastFailure: now, lockedUntil: lockMs ? now + lockMs : 0 };
}

const failuresOf = (key: string) => serverMetaDoc(ThrottleDocuments, PasswordFailuresSchema, key);

const clientAddressHops = defineInt('CLIENT_ADDRESS_HOPS', {
  default: 1,
  description: 'How many X-Forwarded-For entries, from the right, the platform appends: 1 (Google\'s front end), or 2 behind Firebase Hosting with the function\'s URL closed.',
});

/**
 * How many X-Forwarded-For entries, counted from the right, the platform appended: 1 (the default) for
 * Google's front end, which appends the address it took the connection from; 2 only where the API is
 * reached through Firebase Hosting alone (its CDN appends the visitor, the front end the CDN). Set by
 * the CLIENT_ADDRESS_HOPS parameter (docs/security.md); unset (0) or out of range, 1.
 */
export function platformHops(value: unknown = clientAddressHops.value()): number {
  const hops = Number(value ?? 1);
  return Number.isInteger(hops) && hops >= 1 && hops <= 4 ? hops : 1;
}

/**
 * The client's address as the platform vouches for it: the X-Forwarded-For entry the outermost trusted
 * proxy appended, `hops` from the right. Whatever a caller puts in the header stands to the left of it
 * and is never read, so rotating it changes nothing. With no header (a direct connection), the socket's
 * peer; never Express's `req.ip`, which may be the header's first, caller-chosen entry.
 */
export function clientAddress(req: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } }, hops = platformHops()): string {
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted hops: every one there was appended by the platform; the first is the client.
  const vouched = entries.length >= hops ? entries[entries.length - hops] : entries[0];
  return (vouched ?? req.socket?.remoteAddress ?? 'unknown').slice(0, 100);
}

/**
 * Checks a password like checkPassword, refusing with 429 (and Retry-After) while the account is locked
 * for this address or for everyone, and counting the outcome. Returns the uid, or null for a wrong password.
 */
export async function checkPasswordThrottled(email: string, password: string, client: string): Promise<string | null> {
  const account = email.trim().toLowerCase();
  const refs = [
    { ref: failuresOf(`pair-${hashedId(account, client)}`), limit: throttlePolicy.pairLimit },
    { ref: failuresOf(`account-${hashedId(account)}`), limit: throttlePolicy.accountLimit },
  ];
  const now = Date.now();
  const counts = await db.getAll(...refs.map((entry) => entry.ref));
  const lockedUntil = Math.max(...counts.map((snapshot) => snapshot.data()?.lockedUntil ?? 0));
  if (lockedUntil > now) throw tooManyRequests(Messages.tooManyAttempts, Math.ceil((lockedUntil - now) / 1000));

  const uid = await checkPassword(account, password);
  if (uid) {
    await refs[0]!.ref.delete();
    return uid;
  }
  await db.runTransaction(async (transaction) => {
    const current = await transaction.getAll(...refs.map((entry) => entry.ref));
    refs.forEach(({ ref, limit }, index) => {
      const next = afterFailure(current[index]?.data() ?? none, limit, now);
      const expireAt = Timestamp.fromMillis(Math.max(next.lastFailure, next.lockedUntil) + throttlePolicy.windowMs);
      transaction.set(ref, { ...next, [ThrottleDocuments.ttlField]: expireAt });
    });
  });
  return null;
}

/**
 * Guesses at a secret other than a password (an invitation link, a code sent to an address), counted per
 * key (a client address, an invitation and address) in a scope, like password failures: after `limit`
 * within the window the key is locked. Kept with the password failures, never with what they guard, so a
 * wrong guess writes nothing else.
 */
const guessesOf = (scope: string, key: string) => failuresOf(`guess-${scope}-${hashedId(key)}`);

/** Whether the key is locked for guessing in this scope: until when (ms), or 0. */
export async function guessLockedUntil(scope: string, key: string): Promise<number> {
  const lockedUntil = (await guessesOf(scope, key).get()).data()?.lockedUntil ?? 0;
  return lockedUntil > Date.now() ? lockedUntil : 0;
}

/** Refuses with 429 (and Retry-After) while the key is locked for guessing in this scope. */
export async function refuseWhileGuessing(scope: string, key: string, message: (seconds: number) => string): Promise<void> {
  const lockedUntil = await guessLockedUntil(scope, key);
  if (lockedUntil > 0) throw tooManyRequests(message, Math.ceil((lockedUntil - Date.now()) / 1000));
}

/** Counts one wrong guess; the key is locked once `limit` were counted within the window. */
export async function countGuess(scope: string, key: string, limit: number): Promise<void> {
  const ref = guessesOf(scope, key);
  const now = Date.now();
  await db.runTransaction(async (transaction) => {
    const next = afterFailure((await transaction.get(ref)).data() ?? none, limit, now);
    transaction.set(ref, { ...next, [ThrottleDocuments.ttlField]: Timestamp.fromMillis(Math.max(next.lastFailure, next.lockedUntil) + throttlePolicy.windowMs) });
  });
}
