// POST /api/reviewers/reviewerlogin: email and password of a reviewer account.
import { Messages } from '@confsys/domain';
import { signIn } from '../../lib/accounts/accounts';
import { clientAddress } from '../../lib/accounts/throttle';
import { handles } from '../../lib/http';

export const reviewerLogin = handles('reviewerLogin', async ({ req, body }) => {
  const { user, token } = await signIn(body.email, body.password, 'reviewer', clientAddress(req));
  return {
    success: true,
    reviewer: { name: user.name, email: user.email },
    token,
    role: 'reviewer' as const,
    message: Messages.loginSuccessful,
  };
});
