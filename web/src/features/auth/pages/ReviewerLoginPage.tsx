// Reviewer sign-in (/reviewerlogin): one screen with a Login and a Register mode. Registering takes a
// name and an email; the emailed link, opened here or anywhere, is where the reviewer sets the password.
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { StorageKeys } from '../../../lib/storage';
import type { LoginInput } from '../api/loginAuthor';
import { loginReviewer } from '../api/loginReviewer';
import { registerReviewer, type ReviewerRegistrationInput } from '../api/registerReviewer';
import { FormCard } from '../../../components/layout/FormCard';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { ForgotPassword } from '../components/ForgotPassword';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { ReviewerRegisterForm } from '../components/ReviewerRegisterForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignIn } from '../hooks/useSignIn';
import { serverMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

type Mode = 'login' | 'register';

export default function ReviewerLoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<Notice>(null);
  // The email just registered, to pre-fill the login form.
  const [registeredEmail, setRegisteredEmail] = useState('');
  const location = useLocation();
  const signIn = useSignIn();
  const tabsId = useId();
  usePageTitle(mode === 'login' ? 'Reviewer Login' : 'Reviewer Registration');

  function switchTo(next: Mode) {
    setMode(next);
    setNotice(null);
  }

  async function login(input: LoginInput): Promise<boolean> {
    setNotice(null);
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
    <FormCard title={mode === 'login' ? 'Reviewer Login' : 'Reviewer Registration'}>
      <Tabs value={mode} onChange={(_event, next: Mode) => switchTo(next)} aria-label="Reviewer account" variant="fullWidth">
        <Tab label="Login" value="login" id={`${tabsId}-login-tab`} aria-controls={`${tabsId}-panel`} />
        <Tab label="Register" value="register" id={`${tabsId}-register-tab`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <FormNotice notice={notice} />
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${mode}-tab`}>
        {mode === 'login' ? (
          <EmailLoginForm key={registeredEmail} email={registeredEmail} onLogin={login} extra={<ForgotPassword />} />
        ) : (
          <ReviewerRegisterForm onRegister={register} />
        )}
      </Box>
    </FormCard>
  );
}
