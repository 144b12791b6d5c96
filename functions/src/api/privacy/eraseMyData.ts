// POST /api/me/erasure { password }: the signed-in author or reviewer asks for their data to be erased. The
// password is checked as at sign-in (throttled), so a session left open is not enough; then what no law
// and no unfinished purpose needs is erased, and the answer lists what was kept, why and until when.
import { Messages } from '@confsys/domain';
import { clientAddress, checkPasswordThrottled } from '../../lib/accounts/throttle';
import { unauthorized } from '../../lib/errors';
import { handles } from '../../lib/http';
import { erasePerson } from '../../lib/privacy/erasure';

export const eraseMyData = handles('eraseMyData', async ({ req, body, caller }) => {
  const uid = await checkPasswordThrottled(caller.email, body.password, clientAddress(req));
  if (uid !== caller.uid) throw unauthorized(Messages.erasureWrongPassword);
  const { erased, kept } = await erasePerson(caller);
  return { success: true as const, message: Messages.erasureDone, erased, kept };
});
