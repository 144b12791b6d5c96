// POST /conregister: registers for the conference (creating the author account if needed) and issues the
// receipt.
import { randomBytes } from 'node:crypto';
import { ApiPaths, Endpoints, Messages, ParticipantRegistrationSchema, SitePages, conferenceDaysOf, conferenceParticipant, type RegistrationDoc, receiptFileNameOf, registrationPrefixOf } from '@confsys/domain';
import { auth, db } from '../../lib/admin';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { documents } from '../../lib/documents';
import { storePaths } from '../../lib/storePaths';
import { createAccount, normaliseEmail } from '../../lib/accounts/accounts';
import { conflict } from '../../lib/errors';
import { handles, parseRequest } from '../../lib/http';
import { checkPasswordThrottled, clientAddress } from '../../lib/accounts/throttle';
import { fileStore } from '../../lib/fileStore';
import { parseMultipart } from '../../lib/multipart';
import { registrationReceiptPdf } from '../../lib/pdf/registrationReceipt';
import { shownCalendar } from '../../lib/calendar/calendar';
import { formatNumber, nextNumber } from '../../lib/sequences';
import { registrationId, participantFrom } from '../../lib/registration/conferenceRegistration';
import { readIdentity } from '../../lib/conference/identity';
import { currentEdition } from '../../lib/editionScope';

export const conferenceRegister = handles('conferenceRegister', async ({ req, res }) => {
  const fields = parseRequest(Endpoints.conferenceRegister.body.multipart, (await parseMultipart(req, { maxFileBytes: 0, maxFiles: 0 })).fields);
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
    if ((await checkPasswordThrottled(email, password, clientAddress(req))) !== existing.uid) throw conflict(Messages.existingAccountPassword);
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

  const storePath = storePaths.registrationReceipt(id);
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
    if (createdAccount) await auth.deleteUser(uid).catch(() => undefined);
    if ((error as { code?: number }).code === 6) throw conflict(Messages.alreadyRegisteredForConference);
    throw error;
  }
});
