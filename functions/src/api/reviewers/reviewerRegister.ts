// POST /api/reviewers/reviewerregister: name and email. The account is created with a password nobody
// knows, and the address gets the link where its owner sets one; a password chosen here would let
// anyone claim another person's address before they do. Papers are linked to reviewers by email.
import { Messages, type MessageResponse, text, validateReviewerRegistration } from '@confsys/domain';
import { createReviewerAccount } from '../../lib/accounts';
import { assertValid } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';

export const reviewerRegister: Handler = async ({ req, res }): Promise<MessageResponse> => {
  const body = jsonBody(req);
  assertValid(validateReviewerRegistration(body));
  const { user } = await createReviewerAccount(text(body.name), text(body.email));
  res.status(201);
  // Said the same way whether or not the email went out: Forgot password on the login page sends it again.
  return { success: true, message: Messages.reviewerRegistered(user.email) };
};
