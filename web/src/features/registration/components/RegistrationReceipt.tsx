// The author's conference registration on the dashboard, with its receipt: the link given at
// registration expires after 30 days, this one (behind sign-in) does not. Nothing shows without one.
import { useState } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { useRegistration } from '../../../api/registration/getRegistration';

export function RegistrationReceipt() {
  // The dashboard works without it; the link appears once it loads.
  const registration = useRegistration();
  const [error, setError] = useState<string | null>(null);

  if (!registration) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" variant="subtitle1">
        Conference registration {registration.registrationNumber}{' '}
        <ProtectedFileLink url={registration.receiptPath} label={`Download receipt of registration ${registration.registrationNumber}`} onError={setError}>
          Download receipt
        </ProtectedFileLink>
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Paper>
  );
}
