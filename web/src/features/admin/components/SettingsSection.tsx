// One form of the Settings screen: a titled section with the form's outcome notice above the form.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';

interface SettingsSectionProps {
  title: string;
  notice: Notice;
  /** What the form shows is still loading. */
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function SettingsSection({ title, notice, busy = false, onSubmit, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} aria-busy={busy} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      <FormNotice notice={notice} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        {children}
      </Box>
    </Paper>
  );
}
