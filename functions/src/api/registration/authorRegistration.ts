// GET /api/authors/registration: the signed-in author's conference registration (or null), with the path
// of its receipt for the dashboard; the receipt link given at registration expires, this one does not.
import { ApiPaths } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { registrationId } from '../../lib/registration/conferenceRegistration';

export const authorRegistration = handles('authorRegistration', async ({ caller }) => {
  const id = registrationId(caller.email);
  const registration = (await documents.registrations.doc(id).get()).data();
  if (!registration || registration.uid !== caller.uid) return { success: true, registration: null };
  return { success: true, registration: { registrationNumber: registration.registrationNumber, createdAt: registration.createdAt, receiptPath: ApiPaths.registrationReceipt(id) } };
});
