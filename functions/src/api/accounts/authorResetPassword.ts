// POST /api/authors/resetpassword: a real reset in two steps. Without a code it emails the address the
// site's reset message (its link and code); with the code it sets the new password. Nobody can change a
// password by knowing only an email address. Using the code proves control of the address, so the
// account's email counts as verified from then on (this is how a new reviewer sets the first password).
import { Messages } from '@confsys/domain';
import { normaliseEmail } from '../../lib/accounts/accounts';
import { sendAccountLink, setPasswordWithCode } from '../../lib/accounts/accountLinks';
import { handles } from '../../lib/http';

export const authorResetPassword = handles('authorResetPassword', async ({ body }) => {
  const email = normaliseEmail(body.email);
  const code = (body.code ?? '').trim();
  if (code === '') {
    // The same answer whether or not the account exists, so the form cannot be used to probe emails.
    await sendAccountLink('passwordReset', email);
    return { success: true, codeSent: true, message: Messages.resetCodeSent(email) };
  }
  await setPasswordWithCode(email, code, body.newPassword);
  return { success: true, message: Messages.passwordUpdated };
});
