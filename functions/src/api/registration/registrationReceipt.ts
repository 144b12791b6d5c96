// GET /api/registrations/{id}/receipt.pdf: the registration receipt. With ?key=, the random key issued with
// the registration is the permission (the registrant downloads it before ever signing in), for 30 days.
// Without a key, the signed-in registrant or an admin gets it at any time (lib/registration/receipt.ts).
import { authenticate } from '../../lib/auth';
import { handles } from '../../lib/http';
import { checkRegistrationId, readReceipt } from '../../lib/registration/receipt';
import { sendFile } from '../../lib/sendFile';

export const registrationReceipt = handles('registrationReceipt', async ({ req, params, query, res }) => {
  const registrationId = params.registrationId ?? '';
  checkRegistrationId(registrationId);
  // Without a key the caller must sign in; with one, nobody's token is needed.
  const access = query.key === undefined ? { caller: await authenticate(req, ['author', 'admin']) } : { key: query.key };
  const { file, fileName } = await readReceipt(registrationId, access);
  sendFile(res, file, fileName);
});
