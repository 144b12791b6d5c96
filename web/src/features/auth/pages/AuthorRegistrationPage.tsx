// Author Registration (/authorregis): creates an author account, then goes on to the login screen.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Link, Typography } from '@mui/material';
import { authorRegistrationFields, Messages, type AuthorRegistrationField, type FieldErrors } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { registerAuthor, type AuthorRegistrationInput } from '../api/registerAuthor';
import { FormCard } from '../../../components/layout/FormCard';
import { AuthorRegistrationForm } from '../components/AuthorRegistrationForm';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { refusalMessage, serverFieldErrors } from '../utils/failures';

/** Long enough to read the success message before the login screen replaces it. */
const redirectDelayMs = 1500;
const fieldNames = Object.keys(authorRegistrationFields) as AuthorRegistrationField[];

export default function AuthorRegistrationPage() {
  usePageTitle('Author Registration');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.authorLogin), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  async function register(values: AuthorRegistrationInput): Promise<FieldErrors<AuthorRegistrationField>> {
    setNotice(null);
    try {
      await registerAuthor(values);
      setNotice({ severity: 'success', text: Messages.registrationSuccessful });
      setRegistered(true);
      return {};
    } catch (error) {
      const refusal = refusalMessage(error);
      setNotice({ severity: 'error', text: refusal ? Messages.registrationFailed(refusal) : Messages.serverErrorTryAgain });
      return serverFieldErrors(error, fieldNames);
    }
  }

  return (
    <FormCard title="Author Registration" maxWidth={720}>
      <AuthorRegistrationForm onRegister={register} done={registered} />
      <FormNotice notice={notice} />
      <Typography sx={{ mt: 3 }}>
        Already registered?{' '}
        <Link component={RouterLink} to={paths.authorLogin}>
          Log in
        </Link>
      </Typography>
    </FormCard>
  );
}
