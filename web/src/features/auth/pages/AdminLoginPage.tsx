// Admin Login (/adminlogin): username and password. A refused login is shown under both fields.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Box, Button, TextField } from '@mui/material';
import { Messages, validateAdminLogin } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { loginAdmin } from '../api/loginAdmin';
import { FormCard } from '../../../components/layout/FormCard';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { useForm } from '../../../components/forms/useForm';
import { PasswordField } from '../components/PasswordField';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignIn } from '../hooks/useSignIn';
import { serverMessage } from '../utils/failures';
import { redirectTarget } from '../utils/redirect';

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const location = useLocation();
  const signIn = useSignIn();
  const { values, setErrors, field, validateAll } = useForm({ username: '', password: '' }, validateAdminLogin);
  const [notice, setNotice] = useState<Notice>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validateAll()) return;
    setNotice(null);
    setLoggingIn(true);
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

  return (
    <FormCard title="Admin Login">
      <FormNotice notice={notice} />
      <Box component="form" noValidate onSubmit={submit}>
        <TextField label="Username" autoComplete="username" required {...field('username')} disabled={loggingIn || done} />
        <PasswordField label="Password" {...field('password')} disabled={loggingIn || done} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loggingIn || done} sx={{ mt: 2 }}>
          {loggingIn ? Messages.loggingIn : 'Login'}
        </Button>
      </Box>
    </FormCard>
  );
}
