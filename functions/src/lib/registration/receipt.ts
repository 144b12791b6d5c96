// A registration's receipt PDF, for whoever the request proves may read it: the random key issued with the
// registration (the registrant downloads it before ever signing in), for 30 days; or the signed-in
// registrant or an admin, at any time (the author dashboard links here).
import { timingSafeEqual } from 'node:crypto';
import { Messages, isId, receiptLinkLifetimeDays, receiptFileNameOf } from '@confsys/domain';
import type { Caller } from '../auth';
import { documents } from '../documents';
import { gone, notFound } from '../errors';
import { fileStore, type StoredFile } from '../fileStore';
import { currentEdition } from '../editionScope';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a receipt link issued at `createdAt` still works at `now`. */
export function receiptLinkValid(createdAt: string, now = Date.now()): boolean {
  const issued = Date.parse(createdAt);
  return Number.isFinite(issued) && now < issued + receiptLinkLifetimeDays * 24 * 60 * 60 * 1000;
}

/** Whether an address's registration ID can name a registration at all (404 before anything is read otherwise). */
export function checkRegistrationId(registrationId: string): void {
  if (!isId('registration', registrationId)) throw receiptNotFound();
}

const receiptNotFound = () => notFound('Receipt not found.');

/**
 * The receipt of the registration, with its download name: for `caller` (signed in, when no key was
 * given), their own or, for an admin, any; otherwise for the holder of the registration's `key`.
 */
export async function readReceipt(registrationId: string, access: { caller: Caller } | { key: string }): Promise<{ file: StoredFile; fileName: string }> {
  const registration = (await documents.registrations.doc(registrationId).get()).data();
  if (!registration) throw receiptNotFound();
  if ('caller' in access) {
    if (access.caller.role !== 'admin' && access.caller.uid !== registration.uid) throw receiptNotFound();
  } else {
    if (!sameKey(access.key, registration.receiptKey)) throw receiptNotFound();
    if (!receiptLinkValid(registration.createdAt)) throw gone(Messages.receiptLinkExpired);
  }
  const file = await fileStore().read(registration.receiptPath);
  if (!file) throw receiptNotFound();
  return { file, fileName: receiptFileNameOf(currentEdition()) };
}
