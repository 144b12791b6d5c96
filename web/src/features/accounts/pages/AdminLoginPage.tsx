// Admin Login (/adminlogin): username and password, prerendered in plain HTML. A refused login is shown
// under both fields.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Messages, validateAdminLogin } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { loginAdmin } from '../../../api/accounts/loginAdmin';
import { FormPage } from '../../../components/layout/FormPage';
import type { Notice } from '../../../components/feedback/FormNotice';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { useForm } from '../../../components/forms/useForm';
import { PasswordInput } from '../../../components/forms/PasswordInput';
import { TextInput } from '../../../components/forms/TextInput';
import { usePrerenderedForm } from '../../../components/forms/usePrerenderedForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { preloadSession, useSignIn } from '../hooks/useSignIn';
import { serverMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const location = useLocation();
  const signIn = useSignIn();
  const { values, setValues, setErrors, field, validateAll } = useForm({ username: '', password: '' }, validateAdminLogin);
  const { formRef, started, focusFirstError } = usePrerenderedForm(setValues);
  const [notice, setNotice] = useState<Notice>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validateAll()) {
      focusFirstError();
      return;
    }
    setNotice(null);
    setLoggingIn(true);
    preloadSession();
    try {
      const answer = await loginAdmin({ username: values.username.trim(), password: values.password });
      await signIn(answer.token, redirectTarget(location.state, paths.adminDashboard));
      setDone(true);
      setNotice({ severity: 'success', text: answer.message });
    } catch (error) {
      const message = serverMessage(error);
      if (message) setErrors({ username: message, password: message });
      else setNotice({ severity: 'error', text: Messages.genericTryLater });
    } finally {
      setLoggingIn(false);
    }
  }

  const locked = loggingIn || done;
  return (
    <FormPage title="Admin Login">
      <NoticeText notice={notice} />
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextInput label="Username" autoComplete="username" {...field('username')} disabled={locked} />
        <PasswordInput label="Password" {...field('password')} disabled={locked} />
        <button type="submit" className="pub-btn pub-btn--primary pub-form__submit" disabled={!started || locked}>
          {loggingIn ? Messages.loggingIn : 'Login'}
        </button>
      </form>
    </FormPage>
  );
}
