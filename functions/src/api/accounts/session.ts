// GET /api/session: who the signed-in caller is, for the SPA's guards and greetings.
import { Messages } from '@confsys/domain';
import { userDoc } from '../../lib/accounts/accounts';
import { notFound } from '../../lib/errors';
import { handles } from '../../lib/http';

export const session = handles('session', async ({ caller }) => {
  const user = await userDoc(caller.uid);
  if (!user) throw notFound(Messages.notFound);
  return { uid: user.uid, role: user.role, name: user.name, email: user.email };
});
