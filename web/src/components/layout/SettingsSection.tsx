// One form of the Settings screen: a titled section with the form's outcome notice above the form, and
// a progress bar while what it shows is loading (its fields are disabled until then), why it cannot be
// changed when that read failed, and a note while it shows defaults nothing has replaced yet.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormNotice, type Notice } from '../feedback/FormNotice';
import { useUnsavedChanges } from '../forms/UnsavedChanges';

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
  /** The form's own line saying it was saved, where it has one instead of a success notice. */
  savedText?: string | null;
  children: ReactNode;
}

export function SettingsSection({ title, notice, status, loadFailed, busy = status === 'pending', onSubmit, unsaved, savedText, children }: SettingsSectionProps) {
  const headingId = useId();
  // Changed on the first input; saved once the save says so. The screen's guard asks before leaving it.
  const [changed, setChanged] = useState(false);
  const report = useUnsavedChanges(title);
  // The text of the save's success (a new save says it anew: the text goes while sending).
  const savedSaying = notice?.severity === 'success' ? notice.text : (savedText ?? '');
  useEffect(() => {
    if (!savedSaying) return;
    setChanged(false);
    report(false);
  }, [savedSaying, report]);
  const markChanged = () => {
    if (changed) return;
    setChanged(true);
    report(true);
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} aria-busy={busy} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {changed ? <Chip size="small" color="warning" variant="outlined" label="Not saved yet" /> : null}
      </Stack>
      {busy ? <LinearProgress aria-label={`Loading ${title}`} sx={{ mt: 1 }} /> : null}
      <FormNotice notice={status === 'error' && loadFailed ? { severity: 'error', text: loadFailed } : notice} />
      {unsaved ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {unsaved}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} onInputCapture={markChanged}>
        {children}
      </Box>
    </Paper>
  );
}
