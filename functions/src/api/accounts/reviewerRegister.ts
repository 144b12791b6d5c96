// POST /api/reviewers/reviewerregister: name and email. The account is created with a password nobody
// knows, and the address gets the link where its owner sets one; a password chosen here would let
// anyone claim another person's address before they do. Papers are linked to reviewers by email.
import { Messages } from '@confsys/domain';
import { createReviewerAccount } from '../../lib/accounts/reviewerAccounts';
import { handles } from '../../lib/http';

export const reviewerRegister = handles('reviewerRegister', async ({ res, body }) => {
  const { user, linkSent } = await createReviewerAccount(body.name, body.email);
  // The account exists either way; without the email, Forgot Password on the login page sends the link.
  return { success: true, message: linkSent ? Messages.reviewerRegistered(user.email) : Messages.reviewerRegisteredLinkNotSent(user.email) };
});
