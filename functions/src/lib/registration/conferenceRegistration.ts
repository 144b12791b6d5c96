// Conference registration (the spec's /conregister form): the registration's ID, one per email, and the
// participation with its amount when the form names a category.
import { createHash } from 'node:crypto';
import { type ParticipantDoc, type ParticipantRegistration } from '@confsys/domain';
import { participantRecord, registrationTerms } from './participants';
import { normaliseEmail } from '../accounts/accounts';

/** One registration per email: the document ID is derived from the address. */
export function registrationId(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 24);
}

/** The registration the form's participant fields make, with the amount the server computes; the account's ID is set once known. */
export async function participantFrom(request: ParticipantRegistration, email: string): Promise<ParticipantDoc> {
  const receivedAt = Date.now();
  const { table, calendar } = await registrationTerms(receivedAt);
  const now = new Date(receivedAt).toISOString();
  return participantRecord(request, { uid: '', email }, { table, calendar, registeredAt: now, now: receivedAt });
}
