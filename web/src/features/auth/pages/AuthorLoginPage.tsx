// Author Login (/authorlogin): email and password, "Forgot Password?" and a link to registration.
import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Box, Button, Link, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { StorageKeys } from '../../../lib/storage';
import { loginAuthor, type LoginInput } from '../api/loginAuthor';
import { FormCard } from '../../../components/layout/FormCard';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignIn } from '../hooks/useSignIn';
import { refusalMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';
import { resetCodeFrom, resetLinkParams } from '../utils/resetLink';

export default function AuthorLoginPage() {
  usePageTitle('Author Login');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkCode, setLinkCode] = useState(() => resetCodeFrom(searchParams));
  const [resetOpen, setResetOpen] = useState(linkCode !== undefined);
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

  // A used reset link is taken off the address so that reloading the page does not reopen the dialog.
  function forgetResetLink() {
    setLinkCode(undefined);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        resetLinkParams.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  }

  return (
    <FormCard title="Author Login">
      <FormNotice notice={notice} />
      <EmailLoginForm
        onLogin={login}
        extra={
          <Box sx={{ textAlign: 'right' }}>
            <Button size="small" onClick={() => setResetOpen(true)}>
              Forgot Password?
            </Button>
          </Box>
        }
      />
      <Typography sx={{ mt: 3 }}>
        New author?{' '}
        <Link component={RouterLink} to={paths.authorRegistration}>
          Register here
        </Link>
      </Typography>
      {resetOpen ? (
        <ForgotPasswordDialog initialCode={linkCode} onClose={() => setResetOpen(false)} onPasswordUpdated={forgetResetLink} />
      ) : null}
    </FormCard>
  );
}
