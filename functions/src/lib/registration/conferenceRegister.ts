// Registering for the conference: the registration with its number and receipt PDF, the author account
// made when the address has none (or the existing one's password checked, throttled), the participant's
// registration when a category is given, and the confirmation with the receipt attached.
import { randomBytes } from 'node:crypto';
import { ApiPaths, Messages, type AnswerOf, type Endpoints, ParticipantRegistrationSchema, SitePages, conferenceDaysOf, conferenceParticipant, type RegistrationDoc, receiptFileNameOf, registrationPrefixOf } from '@confsys/domain';
import { auth, db } from '../admin';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { documents } from '../documents';
import { storePaths } from '../storePaths';
import { createAccount, normaliseEmail } from '../accounts/accounts';
import { conflict } from '../errors';
import { parseRequest } from '../errors';
import { checkPasswordThrottled } from '../accounts/throttle';
import { fileStore } from '../fileStore';
import { registrationReceiptPdf } from '../pdf/registrationReceipt';
import { shownCalendar } from '../calendar/calendar';
import { formatNumber, nextNumber } from '../sequences';
import { registrationId, participantFrom } from './conferenceRegistration';
import { readIdentity } from '../conference/identity';
import { currentEdition } from '../editionScope';
import type { z } from 'zod/mini';

/** The conference registration form as sent (its fields checked by the endpoint table). */
export type ConferenceRegistrationForm = z.output<(typeof Endpoints)['conferenceRegister']['body']['multipart']>;

/** Registers the form's person for the conference (`client`: the address the request came from, for the password throttle), and answers the registration's number and receipt path. */
export async function registerForConference(fields: ConferenceRegistrationForm, client: string): Promise<AnswerOf<(typeof Endpoints)['conferenceRegister']>> {
  const { name, gender, designation, organization, phone, address, password } = fields;
  const email = normaliseEmail(fields.loginEmail);
  const id = registrationId(email);
  const ref = documents.registrations.doc(id);
  if ((await ref.get()).exists) throw conflict(Messages.alreadyRegisteredForConference);
  // The participant's category, attendance and billing, when given: checked before any account is made.
  const participantInput = conferenceParticipant(fields, { name, address });
  const participant = participantInput ? await participantFrom(parseRequest(ParticipantRegistrationSchema, participantInput), email) : null;

  const existing = await auth.getUserByEmail(email).catch(() => null);
  let uid: string;
  let createdAccount = false;
  if (existing) {
    if ((await checkPasswordThrottled(email, password, client)) !== existing.uid) throw conflict(Messages.existingAccountPassword);
    uid = existing.uid;
  } else {
    const user = await createAccount({
      role: 'author',
      email,
      password,
      name,
      profile: { gender, designation, organization, phone, address },
    });
    uid = user.uid;
    createdAccount = true;
  }

  const storePath = storePaths.newRegistrationReceipt(id);
  try {
    const registration: RegistrationDoc = {
      registrationNumber: formatNumber(registrationPrefixOf(currentEdition()), await nextNumber('registrations')),
      uid,
      name,
      gender,
      designation,
      organization,
      phone,
      address,
      email,
      receiptPath: storePath,
      receiptKey: randomBytes(16).toString('hex'),
      createdAt: new Date().toISOString(),
    };
    const [calendar, identity] = await Promise.all([shownCalendar(), readIdentity()]);
    const days = conferenceDaysOf(calendar);
    await fileStore().save(storePath, await registrationReceiptPdf(registration, days, identity), 'application/pdf');
    // The registration and its confirmation (receipt attached) are written together.
    const batch = db.batch();
    batch.create(ref, registration);
    if (participant) {
      const participantRef = documents.participants.doc(uid);
      if ((await participantRef.get()).exists) throw conflict(Messages.participantAlreadyRegistered);
      batch.create(participantRef, { ...participant, uid });
    }
    (await openOutbox()).queue(batch, {
      to: [email],
      mail: mailTemplates.registration({
        name,
        registrationNumber: registration.registrationNumber,
        accountCreated: createdAccount,
        receiptUrl: siteLink(ApiPaths.registrationReceipt(id, registration.receiptKey)),
        loginUrl: siteLink(SitePages.authorLogin),
        days,
      }),
      attachments: [{ filename: receiptFileNameOf(currentEdition()), path: storePath }],
    });
    await batch.commit();
    return {
      message: Messages.conferenceRegistered(registration.registrationNumber),
      pdfPath: ApiPaths.registrationReceipt(id, registration.receiptKey),
      registrationNumber: registration.registrationNumber,
    };
  } catch (error) {
    // Leave nothing half-written: no receipt without its registration, no login the registrant never got.
    await fileStore().remove(storePath).catch(() => undefined);
    // Another registration for the address won at the same moment (code 6): it uses the address's one
    // account, which this attempt may have just made, so the account stays.
    const registeredMeanwhile = (error as { code?: number }).code === 6;
    if (createdAccount && !registeredMeanwhile) await auth.deleteUser(uid).catch(() => undefined);
    if (registeredMeanwhile) throw conflict(Messages.alreadyRegisteredForConference);
    throw error;
  }
}
