// Author registration's decisions: what Confirm Password says while the passwords differ, and the outcome
// of registering and then signing in with the same email and password (so a new author lands on their
// dashboard instead of typing it all again on the login screen).
import { Messages, type AuthorRegistrationField, type FieldErrors } from '@confsys/domain';
import type { Notice } from '../../../components/feedback/FormNotice';
import type { LoginInput } from '../../../api/accounts/loginAuthor';
import type { AuthorRegistrationInput } from '../../../api/accounts/registerAuthor';
import { refusalMessage, serverFieldErrors } from './failures';

/** Shown beside Confirm Password, while Register stays disabled for it: the two passwords differ. */
export function confirmationMessage(password: string, confirmPassword: string): string | undefined {
  return confirmPassword !== '' && confirmPassword !== password ? Messages.passwordsDoNotMatch : undefined;
}

export type RegistrationOutcome =
  /** Signed in and on the way to the dashboard (or the page asked for before). */
  | { kind: 'signedIn' }
  /** No account was made: the server's reason, and its errors of the form's fields. */
  | { kind: 'refused'; notice: Notice; errors: FieldErrors<AuthorRegistrationField> }
  /** The account exists but signing in failed: the author logs in on the login screen. */
  | { kind: 'registered'; notice: Notice };

export interface RegistrationSteps {
  register: (input: AuthorRegistrationInput) => Promise<unknown>;
  /** Called once the account exists, before signing in. */
  onRegistered: () => void;
  signIn: (input: LoginInput) => Promise<void>;
}

export async function registerAndSignIn(
  input: AuthorRegistrationInput,
  fields: readonly AuthorRegistrationField[],
  steps: RegistrationSteps,
): Promise<RegistrationOutcome> {
  try {
    await steps.register(input);
  } catch (error) {
    const refusal = refusalMessage(error);
    return {
      kind: 'refused',
      notice: { severity: 'error', text: refusal ? Messages.registrationFailed(refusal) : Messages.serverErrorTryAgain },
      errors: serverFieldErrors(error, fields),
    };
  }
  steps.onRegistered();
  try {
    // The server stores the email trimmed and the password as typed.
    await steps.signIn({ email: input.email.trim(), password: input.password });
    return { kind: 'signedIn' };
  } catch (error) {
    const reason = refusalMessage(error) ?? Messages.serverErrorTryAgain;
    return { kind: 'registered', notice: { severity: 'warning', text: `${Messages.registrationSuccessful} ${Messages.loginFailed(reason)}` } };
  }
}
