// The account page an account message links to (/account/action?mode=…&oobCode=…&role=…): setting a
// password (a new account's first, or a forgotten one) or verifying an address. Nothing happens on
// opening the link, which a mail scanner may fetch: the owner sends the form. Setting a password asks
// for the address as well, which the server matches against the code. Done, the page links the sign-in
// of the account's role.
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Messages, isRole, signInPages, validatePasswordReset, type Role } from '@confsys/domain';
import { confirmPasswordReset } from '../../../api/accounts/resetAuthorPassword';
import { FormPage } from '../../../components/layout/FormPage';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { useForm } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { usePageTitle } from '../../../lib/usePageTitle';
import { serverMessage } from '../utils/failures';

const signInLabels: Record<Role, string> = { author: 'Author Login', reviewer: 'Reviewer Login', admin: 'Admin Login' };

/** The sign-in of the account's role, or of every role when the link does not say. */
function SignInLinks({ role }: { role: Role | null }) {
  const roles: readonly Role[] = role ? [role] : ['author', 'reviewer', 'admin'];
  return (
    <p className="pub-form__aside">
      {roles.map((each, index) => (
        <span key={each}>
          {index > 0 ? ' · ' : ''}
          <Link to={signInPages[each]}>{signInLabels[each]}</Link>
        </span>
      ))}
    </p>
  );
}

function SetPasswordForm({ code, role }: { code: string; role: Role | null }) {
  const formId = useId();
  const { values, field } = useForm({ email: '', newPassword: '' });
  const [done, setDone] = useState(false);
  const { submit, notice, sending } = useSubmitOutcome({
    check: () => {
      const problem = validatePasswordReset(values);
      return problem ? checkFailed(problem) : { input: { email: values.email.trim(), newPassword: values.newPassword, code } };
    },
    send: confirmPasswordReset,
    sent: () => setDone(true),
    refusal: (error) => ({ message: serverMessage(error) ?? Messages.serverErrorTryAgain, fieldErrors: {} }),
  });
  const locked = sending || done;
  return (
    <>
      <p>Enter the email address the message was sent to, and the password you want.</p>
      <NoticeText notice={notice} />
      <form id={formId} noValidate onSubmit={submit}>
        <TextInput label="Email" type="email" autoComplete="username" {...field('email')} disabled={locked} />
        <PasswordInput label="New Password" {...field('newPassword')} autoComplete="new-password" disabled={locked} />
        {done ? null : (
          <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={sending}>
            Set password
          </button>
        )}
      </form>
      {done ? <SignInLinks role={role} /> : null}
    </>
  );
}

function VerifyEmailForm({ code, role }: { code: string; role: Role | null }) {
  const [done, setDone] = useState(false);
  const { submit, notice, sending } = useSubmitOutcome({
    check: () => ({ input: code }),
    send: async (oobCode: string) => {
      const { applyEmailVerification } = await import('../../../api/accounts/applyEmailVerification');
      await applyEmailVerification(oobCode);
      return { message: Messages.emailVerified };
    },
    sent: () => setDone(true),
    refusal: (error) => ({ message: (error as { code?: string }).code?.startsWith('auth/') ? Messages.verificationLinkFailed : Messages.serverErrorTryAgain, fieldErrors: {} }),
  });
  return (
    <>
      <NoticeText notice={notice} />
      {done ? (
        <SignInLinks role={role} />
      ) : (
        <form noValidate onSubmit={submit}>
          <p>Confirm that this email address is yours.</p>
          <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={sending}>
            Verify my email address
          </button>
        </form>
      )}
    </>
  );
}

export default function AccountActionPage() {
  const [search] = useSearchParams();
  const mode = search.get('mode');
  const code = search.get('oobCode')?.trim() ?? '';
  const roleParam = search.get('role');
  const role = isRole(roleParam) ? roleParam : null;
  const title = mode === 'verifyEmail' ? 'Verify your email address' : 'Set your password';
  usePageTitle(title);
  const known = (mode === 'resetPassword' || mode === 'verifyEmail') && code !== '';
  return (
    <FormPage title={title}>
      {!known ? (
        <>
          <NoticeText notice={{ severity: 'error', text: Messages.accountLinkIncomplete }} />
          <SignInLinks role={role} />
        </>
      ) : mode === 'verifyEmail' ? (
        <VerifyEmailForm code={code} role={role} />
      ) : (
        <SetPasswordForm code={code} role={role} />
      )}
    </FormPage>
  );
}
