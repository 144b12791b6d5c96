// GET /api/registrations/{id}/receipt.pdf: the registration receipt. With ?key=, the random key issued with
// the registration is the permission (the registrant downloads it before ever signing in), for 30 days.
// Without a key, the signed-in registrant or an admin gets it at any time (the author dashboard links here).
import { timingSafeEqual } from 'node:crypto';
import { Messages, isId, receiptLinkLifetimeDays, receiptFileNameOf } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { authenticate } from '../../lib/auth';
import { gone, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { sendFile } from '../../lib/sendFile';
import { currentEdition } from '../../lib/editionScope';

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

export const registrationReceipt = handles('registrationReceipt', async ({ req, params, query, res }) => {
  const missing = notFound('Receipt not found.');
  const registrationId = params.registrationId ?? '';
  if (!isId('registration', registrationId)) throw missing;
  const key = query.key ?? null;
  // Without a key the caller must sign in; with one, nobody's token is needed.
  const caller = key === null ? await authenticate(req, ['author', 'admin']) : null;
  const registration = (await documents.registrations.doc(registrationId).get()).data();
  if (!registration) throw missing;
  if (caller) {
    if (caller.role !== 'admin' && caller.uid !== registration.uid) throw missing;
  } else {
    if (!sameKey(key ?? '', registration.receiptKey)) throw missing;
    if (!receiptLinkValid(registration.createdAt)) throw gone(Messages.receiptLinkExpired);
  }
  const file = await fileStore().read(registration.receiptPath);
  if (!file) throw missing;
  sendFile(res, file, receiptFileNameOf(currentEdition()));
});
