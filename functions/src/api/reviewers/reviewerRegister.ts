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
  const { user, linkSent } = await createReviewerAccount(text(body.name), text(body.email));
  res.status(201);
  // The account exists either way; without the email, Forgot Password on the login page sends the link.
  return { success: true, message: linkSent ? Messages.reviewerRegistered(user.email) : Messages.reviewerRegisteredLinkNotSent(user.email) };
};
