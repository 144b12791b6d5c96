// POST /api/me/committee/withdraw { password }: a committee member leaves the committee, before any paper
// is assigned to them; the password is checked as at sign-in (throttled), so a session left open is not enough.
import { Messages } from '@confsys/domain';
import { checkPasswordThrottled, clientAddress } from '../../lib/accounts/throttle';
import { unauthorized } from '../../lib/errors';
import { handles } from '../../lib/http';
import { withdrawFromCommittee as withdraw } from '../../lib/committee/membership';

export const withdrawFromCommittee = handles('withdrawFromCommittee', async ({ req, body, caller }) => {
  const uid = await checkPasswordThrottled(caller.email, body.password, clientAddress(req));
  if (uid !== caller.uid) throw unauthorized(Messages.committeeWrongPassword);
  return withdraw(caller);
});
