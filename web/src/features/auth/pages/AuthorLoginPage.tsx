// Author Login (/authorlogin): email and password, "Forgot Password?" and a link to registration.
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Link, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { StorageKeys } from '../../../lib/storage';
import { loginAuthor, type LoginInput } from '../api/loginAuthor';
import { FormCard } from '../../../components/layout/FormCard';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { ForgotPassword } from '../components/ForgotPassword';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignIn } from '../hooks/useSignIn';
import { refusalMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

export default function AuthorLoginPage() {
  usePageTitle('Author Login');
  const location = useLocation();
  const [notice, setNotice] = useState<Notice>(null);
  const signIn = useSignIn();

  async function login(input: LoginInput): Promise<boolean> {
    setNotice(null);
    try {
      const answer = await loginAuthor(input);
      localStorage.setItem(StorageKeys.authorId, answer.authorId);
      await signIn(answer.token, redirectTarget(location.state, paths.authorDashboardFor(answer.authorId)));
      setNotice({ severity: 'success', text: Messages.loginSuccessful });
      return true;
    } catch (error) {
      const refusal = refusalMessage(error);
      setNotice({ severity: 'error', text: refusal ? Messages.loginFailed(refusal) : Messages.serverErrorTryAgain });
      return false;
    }
  }

  return (
    <FormCard title="Author Login">
      <FormNotice notice={notice} />
      <EmailLoginForm onLogin={login} extra={<ForgotPassword />} />
      <Typography sx={{ mt: 3 }}>
        New author?{' '}
        <Link component={RouterLink} to={paths.authorRegistration}>
          Register here
        </Link>
      </Typography>
    </FormCard>
  );
}
