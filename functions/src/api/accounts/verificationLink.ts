// POST /api/me/verification: the signed-in person's address gets a new verification link, through the
// site's outbox (lib/accounts/accountLinks.ts); a verified address is told so and gets nothing.
import { Messages } from '@confsys/domain';
import { sendAccountLink } from '../../lib/accounts/accountLinks';
import { handles } from '../../lib/http';

export const verificationLink = handles('verificationLink', async ({ caller }) => {
  if (caller.emailVerified) return { success: true, message: Messages.emailAlreadyVerified };
  await sendAccountLink('emailVerification', caller.email);
  return { success: true, message: Messages.verificationLinkSent(caller.email) };
});
