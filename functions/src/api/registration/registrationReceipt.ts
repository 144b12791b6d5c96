// GET /api/registrations/{id}/receipt.pdf?key=...: the registration receipt. The random key issued with
// the registration is the permission, since the registrant downloads it before ever signing in.
import { timingSafeEqual } from 'node:crypto';
import { Collections, conference, type RegistrationDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import type { Handler } from '../../lib/http';
import { sendFile } from '../files/sendFile';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const registrationReceipt: Handler = async ({ params, query, res }) => {
  const missing = notFound('Receipt not found.');
  if (!/^[a-f0-9]{24}$/.test(params.registrationId ?? '')) throw missing;
  const snapshot = await db.collection(Collections.registrations).doc(params.registrationId!).get();
  const registration = snapshot.data() as RegistrationDoc | undefined;
  if (!registration || !sameKey(query.get('key') ?? '', registration.receiptKey)) throw missing;
  const file = await fileStore().read(registration.receiptPath);
  if (!file) throw missing;
  sendFile(res, file, conference.receiptFileName);
};
