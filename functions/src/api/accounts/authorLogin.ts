// POST /api/authors/login: email and password of an author account; answers a session token.
import { Messages } from '@confsys/domain';
import { signIn } from '../../lib/accounts/accounts';
import { clientAddress } from '../../lib/accounts/throttle';
import { handles } from '../../lib/http';

export const authorLogin = handles('authorLogin', async ({ req, body }) => {
  const { user, token } = await signIn(body.email, body.password, 'author', clientAddress(req));
  return { success: true, authorId: user.uid, message: Messages.loginSuccessful, token, role: 'author' as const };
});
