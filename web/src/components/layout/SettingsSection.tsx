// One form of the Settings screen: a titled section with the form's outcome notice above the form, and
// a progress bar while what it shows is loading (its fields are disabled until then), why it cannot be
// changed when that read failed, and a note while it shows defaults nothing has replaced yet.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormNotice, type Notice } from '../feedback/FormNotice';

interface SettingsSectionProps {
  title: string;
  notice: Notice;
  /** The read of what the form shows (StoredForm's status): loading while pending, `loadFailed` said on an error. */
  status?: UseQueryResult['status'];
  loadFailed?: string;
  /** What the form shows is still loading (where it is not one read). */
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Said while the form shows the defaults because nothing was saved yet. */
  unsaved?: string;
  children: ReactNode;
}

export function SettingsSection({ title, notice, status, loadFailed, busy = status === 'pending', onSubmit, unsaved, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} aria-busy={busy} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {busy ? <LinearProgress aria-label={`Loading ${title}`} sx={{ mt: 1 }} /> : null}
      <FormNotice notice={status === 'error' && loadFailed ? { severity: 'error', text: loadFailed } : notice} />
      {unsaved ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {unsaved}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        {children}
      </Box>
    </Paper>
  );
}
