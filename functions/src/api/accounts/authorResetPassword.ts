// POST /api/authors/resetpassword: a real reset in two steps. Without a code it sends Firebase's reset
// email (which carries the code); with the code it sets the new password. Nobody can change a password
// by knowing only an email address. Using the code proves control of the address, so the account's
// email counts as verified from then on (this is how a new reviewer sets the first password).
import { Messages } from '@confsys/domain';
import { auth } from '../../lib/admin';
import { normaliseEmail } from '../../lib/accounts/accounts';
import { badRequest } from '../../lib/errors';
import { handles } from '../../lib/http';
import { IdentityToolkitError, emailForResetCode, resetPassword, sendPasswordResetCode } from '../../lib/accounts/identityToolkit';

export const authorResetPassword = handles('authorResetPassword', async ({ body }) => {
  const email = normaliseEmail(body.email);
  const code = (body.code ?? '').trim();

  if (code === '') {
    // The same answer whether or not the account exists, so the form cannot be used to probe emails.
    await sendPasswordResetCode(email).catch((error: unknown) => {
      if (!(error instanceof IdentityToolkitError)) throw error;
    });
    return { success: true, codeSent: true, message: Messages.resetCodeSent(email) };
  }

  try {
    const codeEmail = await emailForResetCode(code);
    if (normaliseEmail(codeEmail) !== email) throw new IdentityToolkitError('EMAIL_MISMATCH');
    await resetPassword(code, body.newPassword);
  } catch (error) {
    if (error instanceof IdentityToolkitError) throw badRequest(Messages.invalidResetCode);
    throw error;
  }
  // Sessions opened with the old password end here too: whoever knew it is signed out everywhere.
  const user = await auth.getUserByEmail(email);
  if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  await auth.revokeRefreshTokens(user.uid);
  return { success: true, message: Messages.passwordUpdated };
});
