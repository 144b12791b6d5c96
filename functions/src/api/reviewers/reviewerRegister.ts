// POST /api/reviewers/reviewerregister: creates a reviewer account. Papers are linked to reviewers by
// email, so the account sees assigned papers only once it has proved it owns that address.
import { Messages, type MessageResponse, text, validateReviewerRegistration } from '@confsys/domain';
import { auth } from '../../lib/admin';
import { createAccount } from '../../lib/accounts';
import { assertValid } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';
import { idTokenForCustomToken, sendVerificationEmail } from '../../lib/identity';

export const reviewerRegister: Handler = async ({ req, res }): Promise<MessageResponse> => {
  const body = jsonBody(req);
  assertValid(validateReviewerRegistration(body));
  const user = await createAccount({
    role: 'reviewer',
    email: text(body.email),
    password: text(body.password),
    name: text(body.name),
  });
  try {
    const idToken = await idTokenForCustomToken(await auth.createCustomToken(user.uid));
    await sendVerificationEmail(idToken);
  } catch (error) {
    // The account exists; the reviewer can ask for the verification email again after signing in.
    console.warn('Verification email not sent', error);
  }
  res.status(201);
  return {
    success: true,
    message: `${Messages.registrationSuccessful} We sent a verification link to ${user.email}; open it before reviewing papers.`,
  };
};
