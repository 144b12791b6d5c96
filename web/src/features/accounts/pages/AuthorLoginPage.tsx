// Author Login (/authorlogin): email and password, "Forgot Password?" and a link to registration,
// prerendered in plain HTML.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import type { LoginInput } from '../../../api/accounts/loginAuthor';
import { FormPage } from '../../../components/layout/FormPage';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { ForgotPassword } from '../components/ForgotPassword';
import type { Notice } from '../../../components/feedback/FormNotice';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuthorSignIn } from '../hooks/useAuthorSignIn';
import { refusalMessage } from '../utils/failures';

export default function AuthorLoginPage() {
  usePageTitle('Author Login');
  const location = useLocation();
  const [notice, setNotice] = useState<Notice>(null);
  const signIn = useAuthorSignIn();

  async function login(input: LoginInput): Promise<boolean> {
    setNotice(null);
    try {
      await signIn(input);
      setNotice({ severity: 'success', text: Messages.loginSuccessful });
      return true;
    } catch (error) {
      const refusal = refusalMessage(error);
      setNotice({ severity: 'error', text: refusal ? Messages.loginFailed(refusal) : Messages.serverErrorTryAgain });
      return false;
    }
  }

  return (
    <FormPage title="Author Login">
      <NoticeText notice={notice} />
      <EmailLoginForm onLogin={login} extra={<ForgotPassword />} />
      <p className="pub-form__aside">
        New author?{' '}
        {/* The page asked for before sign-in goes along, so registering lands there too. */}
        <Link to={paths.authorRegistration} state={location.state}>
          Register here
        </Link>
      </p>
    </FormPage>
  );
}
