// The Settings screen's Extensions: the deadline extensions the chair has granted (for whom, until when,
// why, by whom), each revocable, and a form granting one to an author (for a new paper) or to a paper,
// until a date and time on the conference's clock, for a written reason.
import { useState } from 'react';
import { Box, Button, FormControlLabel, List, ListItem, ListItemText, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { defaultTimeZone, formatDeadlineIn, instantOfWallTime, type Extension } from '@confsys/domain';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useCalendarState } from '../../../lib/publicCalendar';
import { useExtensions } from '../../../api/calendar/getExtensions';
import { useGrantExtension } from '../../../api/calendar/grantExtension';
import { useRevokeExtension } from '../../../api/calendar/revokeExtension';
import { formFailure, serverMessage } from '../../../lib/failures';
import { SettingsSection } from '../../../components/layout/SettingsSection';

type Field = 'paperId' | 'authorEmail' | 'until' | 'reason';
const fields: readonly Field[] = ['paperId', 'authorEmail', 'until', 'reason'];

export function ExtensionsSection() {
  const list = useExtensions();
  const grant = useGrantExtension();
  const revocation = useRevokeExtension();
  const busy = grant.isPending;
  const calendar = useCalendarState();
  const timeZone = calendar.status === 'ready' && calendar.calendar ? calendar.calendar.timeZone : defaultTimeZone;
  const [target, setTarget] = useState<'authorEmail' | 'paperId'>('authorEmail');
  const [values, setValues] = useState<Record<Field, string>>({ paperId: '', authorEmail: '', until: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const { submit, notice, setStatusText, setFailure, clear } = useSubmitOutcome({
    check: () => {
      const until = values.until.trim() === '' ? { error: 'Choose when the extension ends.' } : instantOfWallTime(values.until, timeZone);
      if (until.error === undefined) return { input: { [target]: values[target].trim(), until: until.instant, reason: values.reason } };
      setErrors({ until: until.error });
      return checkFailed();
    },
    setErrors,
    send: grant.mutateAsync,
    sent: () => setValues({ paperId: '', authorEmail: '', until: '', reason: '' }),
    refusal: (error) => formFailure(error, fields),
    focusErrors: false,
  });

  async function revoke(extension: Extension) {
    clear();
    try {
      setStatusText((await revocation.mutateAsync(extension.id)).message);
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The extension could not be revoked. Try again.');
    }
  }

  const who = (extension: Extension) => (extension.kind === 'paper' ? `Paper ${extension.paperId} (${extension.authorEmail})` : `${extension.authorEmail}, for a new paper`);

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <SettingsSection title="Extensions" notice={notice} busy={list.status === 'pending'} onSubmit={submit}>
        <Typography sx={{ mt: 1 }}>
          An extension lets one author submit a new paper, or one paper be edited, after the submission deadline until the moment you set, on the
          conference&apos;s clock ({timeZone}). Granting again replaces it; each grant and revocation is in the audit log.
        </Typography>
        <RadioGroup row value={target} onChange={(event) => setTarget(event.target.value === 'paperId' ? 'paperId' : 'authorEmail')} aria-label="Extension for">
          <FormControlLabel value="authorEmail" control={<Radio />} label="An author (new paper)" />
          <FormControlLabel value="paperId" control={<Radio />} label="A paper" />
        </RadioGroup>
        <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {target === 'authorEmail' ? (
            <TextField label="Author email" name="authorEmail" type="email" required value={values.authorEmail} onChange={(event) => change('authorEmail', event.target.value)} error={Boolean(errors.authorEmail)} helperText={errors.authorEmail ?? 'The address of their author account.'} disabled={busy} />
          ) : (
            <TextField label="Paper ID" name="paperId" required value={values.paperId} onChange={(event) => change('paperId', event.target.value)} error={Boolean(errors.paperId)} helperText={errors.paperId ?? 'Such as ICCS25-0042.'} disabled={busy} />
          )}
          <TextField label="Until" name="until" type="datetime-local" required value={values.until} onChange={(event) => change('until', event.target.value)} error={Boolean(errors.until)} helperText={errors.until ?? `In ${timeZone}.`} disabled={busy} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }} />
          <TextField label="Reason" name="reason" required multiline minRows={2} value={values.reason} onChange={(event) => change('reason', event.target.value)} error={Boolean(errors.reason)} helperText={errors.reason ?? 'Kept with the extension and in the audit log.'} disabled={busy} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
          Grant Extension
        </Button>
      </SettingsSection>
      {list.status === 'success' ? (
        <Box component="section" aria-labelledby="extensions-list-heading" sx={{ mt: 2 }}>
          <Typography id="extensions-list-heading" variant="h6" component="h3">
            Extensions granted
          </Typography>
          {list.data.extensions.length === 0 ? (
            <Typography>None.</Typography>
          ) : (
            <List dense>
              {list.data.extensions.map((extension) => (
                <ListItem key={extension.id} disableGutters secondaryAction={<Button onClick={() => void revoke(extension)} aria-label={`Revoke the extension of ${who(extension)}`}>Revoke</Button>}>
                  <ListItemText primary={`${who(extension)}: until ${formatDeadlineIn(extension.until, timeZone)}`} secondary={`${extension.reason} (granted by ${extension.grantedBy})`} />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
