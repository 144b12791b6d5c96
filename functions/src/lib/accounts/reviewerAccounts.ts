// Reviewer accounts made for a person who has not chosen a password: one who registers as a reviewer, is
// added by the chair or accepts an invitation to the committee. The password is random and never shown;
// the set-password message goes to the address (accountLinks.ts), and whoever opens it sets the password,
// which also marks the address verified. Nobody who has not proved control of the address can sign in.
import type { UserDoc } from '@confsys/domain';
import { accountByEmail, createAccount, unguessablePassword } from './accounts';
import { sendAccountLink } from './accountLinks';

/** Creates the account and sends its set-password link; `linkSent` is false when the message was not queued (Forgot password sends it again). */
export async function createReviewerAccount(name: string, email: string): Promise<{ user: UserDoc; linkSent: boolean }> {
  const user = await createAccount({ role: 'reviewer', email, name, password: unguessablePassword() });
  try {
    return { user, linkSent: await sendAccountLink('setPassword', user.email) };
  } catch (error) {
    console.warn('Set-password message not queued', error);
    return { user, linkSent: false };
  }
}

/**
 * A reviewer account for an address that has none yet, with its set-password link (createReviewerAccount);
 * true when one was made and its link sent. An address that has an account is left as it is. A failure is
 * logged, not thrown: the reviewer record stays, and its owner can still register or use Forgot password.
 */
export async function inviteReviewerAccount(name: string, email: string): Promise<boolean> {
  if (await accountByEmail(email)) return false;
  try {
    return (await createReviewerAccount(name, email)).linkSent;
  } catch (error) {
    console.warn('Reviewer invitation failed', error);
    return false;
  }
}
