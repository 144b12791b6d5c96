// POST /conregister: registers for the conference (creating the author account if needed) and issues the
// receipt (lib/registration/conferenceRegister.ts).
import { Endpoints } from '@confsys/domain';
import { handles, parseRequest } from '../../lib/http';
import { clientAddress } from '../../lib/accounts/throttle';
import { parseMultipart } from '../../lib/multipart';
import { registerForConference } from '../../lib/registration/conferenceRegister';

export const conferenceRegister = handles('conferenceRegister', async ({ req }) => {
  const fields = parseRequest(Endpoints.conferenceRegister.body.multipart, (await parseMultipart(req, { maxFileBytes: 0, maxFiles: 0 })).fields);
  return registerForConference(fields, clientAddress(req));
});
