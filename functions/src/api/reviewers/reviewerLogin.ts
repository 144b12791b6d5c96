// POST /api/reviewers/reviewerlogin: email and password of a reviewer account.
import { Messages, type ReviewerLoginResponse, text, validateLogin } from '@confsys/domain';
import { signIn } from '../../lib/accounts';
import { clientAddress } from '../../lib/throttle';
import { assertValid } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';

export const reviewerLogin: Handler = async ({ req }): Promise<ReviewerLoginResponse> => {
  const body = jsonBody(req);
  assertValid(validateLogin(body));
  const { user, token } = await signIn(text(body.email), text(body.password), 'reviewer', clientAddress(req));
  return {
    success: true,
    reviewer: { name: user.name, email: user.email },
    token,
    role: 'reviewer',
    message: Messages.loginSuccessful,
  };
};
