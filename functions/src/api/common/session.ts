// GET /api/session: who the signed-in caller is, for the SPA's guards and greetings.
import { Messages, type SessionResponse } from '@confsys/domain';
import { userDoc } from '../../lib/accounts';
import { notFound } from '../../lib/errors';
import type { GuardedHandler } from '../../lib/http';

export const session: GuardedHandler = async ({ caller }): Promise<SessionResponse> => {
  const user = await userDoc(caller.uid);
  if (!user) throw notFound(Messages.notFound);
  return { uid: user.uid, role: user.role, name: user.name, email: user.email };
};
