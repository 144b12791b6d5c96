// Admin Login (/adminlogin): username and password, and "Forgot Password?" (by the admin's email),
// prerendered in plain HTML. A refused login is shown under both fields.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Messages, validateAdminLogin } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { loginAdmin } from '../../../api/accounts/loginAdmin';
import { FormPage } from '../../../components/layout/FormPage';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { useForm } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { usePrerenderedForm } from '../../../components/forms/usePrerenderedForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ForgotPassword } from '../components/ForgotPassword';
import { preloadSession, useSignIn } from '../hooks/useSignIn';
import { serverMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const location = useLocation();
  const signIn = useSignIn();
  const { values, setValues, setErrors, field, validateAll } = useForm({ username: '', password: '' }, validateAdminLogin);
  const { formRef, started } = usePrerenderedForm(setValues);
  const [done, setDone] = useState(false);
  const { submit, notice, sending: loggingIn } = useSubmitOutcome({
    check: () => (validateAll() ? { input: { username: values.username.trim(), password: values.password } } : checkFailed()),
    setErrors,
    send: async (input) => {
      preloadSession();
      const answer = await loginAdmin(input);
      await signIn(answer.token, redirectTarget(location.state, paths.adminDashboard));
      return answer;
    },
    sent: () => setDone(true),
    refusal: (error) => {
      // A refused login is told under both fields, saying no more about which was wrong.
      const message = serverMessage(error);
      return message ? { message: null, fieldErrors: { username: message, password: message } } : { message: Messages.genericTryLater, fieldErrors: {} };
    },
  });

  const locked = loggingIn || done;
  return (
    <FormPage title="Admin Login">
      <NoticeText notice={notice} />
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextInput label="Username" autoComplete="username" {...field('username')} disabled={locked} />
        <PasswordInput label="Password" {...field('password')} disabled={locked} />
        <ForgotPassword />
        <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={!started || locked}>
          {loggingIn ? Messages.loggingIn : 'Login'}
        </button>
      </form>
    </FormPage>
  );
}
