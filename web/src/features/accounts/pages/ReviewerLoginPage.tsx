// Reviewer sign-in (/reviewerlogin), prerendered in plain HTML: one screen with a Login and a Register mode.
// Registering takes a name and an email; the emailed link, opened here or anywhere, is where the reviewer
// sets the password.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { StorageKeys } from '../../../lib/storage';
import type { LoginInput } from '../../../api/accounts/loginAuthor';
import { loginReviewer } from '../../../api/accounts/loginReviewer';
import { registerReviewer, type ReviewerRegistrationInput } from '../../../api/accounts/registerReviewer';
import { FormPage } from '../../../components/layout/FormPage';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { ForgotPassword } from '../components/ForgotPassword';
import type { Notice } from '../../../components/feedback/FormNotice';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { ReviewerModeTabs, type ReviewerMode } from '../components/ReviewerModeTabs';
import { ReviewerRegisterForm } from '../components/ReviewerRegisterForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { preloadSession, useSignIn } from '../hooks/useSignIn';
import { serverMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

export default function ReviewerLoginPage() {
  const [mode, setMode] = useState<ReviewerMode>('login');
  const [notice, setNotice] = useState<Notice>(null);
  // The email just registered, to pre-fill the login form.
  const [registeredEmail, setRegisteredEmail] = useState('');
  const location = useLocation();
  const signIn = useSignIn();
  const title = mode === 'login' ? 'Reviewer Login' : 'Reviewer Registration';
  usePageTitle(title);

  function switchTo(next: ReviewerMode) {
    setMode(next);
    setNotice(null);
  }

  async function login(input: LoginInput): Promise<boolean> {
    setNotice(null);
    preloadSession();
    try {
      const answer = await loginReviewer(input);
      // The spec keeps the reviewer in local storage; the session token stays with Firebase Auth only.
      localStorage.setItem(StorageKeys.reviewer, JSON.stringify({ name: answer.reviewer.name, email: answer.reviewer.email }));
      await signIn(answer.token, redirectTarget(location.state, paths.reviewerDashboard));
      setNotice({ severity: 'success', text: answer.message });
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: serverMessage(error) ?? Messages.reviewerLoginFailed });
      return false;
    }
  }

  async function register(input: ReviewerRegistrationInput): Promise<void> {
    setNotice(null);
    try {
      const answer = await registerReviewer(input);
      setRegisteredEmail(input.email);
      setMode('login');
      setNotice({ severity: 'success', text: answer.message });
    } catch (error) {
      setNotice({ severity: 'error', text: serverMessage(error) ?? Messages.reviewerRegistrationFailed });
    }
  }

  return (
    <FormPage title={title}>
      <ReviewerModeTabs mode={mode} onChange={switchTo}>
        <NoticeText notice={notice} />
        {mode === 'login' ? (
          <EmailLoginForm key={registeredEmail} email={registeredEmail} onLogin={login} extra={<ForgotPassword />} />
        ) : (
          <ReviewerRegisterForm onRegister={register} />
        )}
      </ReviewerModeTabs>
    </FormPage>
  );
}
