// POST /api/authors/login: email and password of an author account; answers a session token.
import { Messages, type AuthorLoginResponse, text, validateLogin } from '@confsys/domain';
import { signIn } from '../../lib/accounts';
import { clientAddress } from '../../lib/throttle';
import { assertValid } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';

export const authorLogin: Handler = async ({ req }): Promise<AuthorLoginResponse> => {
  const body = jsonBody(req);
  assertValid(validateLogin(body));
  const { user, token } = await signIn(text(body.email), text(body.password), 'author', clientAddress(req));
  return { success: true, authorId: user.uid, message: Messages.loginSuccessful, token, role: 'author' };
};
