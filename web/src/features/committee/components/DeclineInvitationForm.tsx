// Declining an invitation: an optional reason, and up to ten colleagues to suggest (a name and an
// address each), whom the chair's list then shows as suggestions.
import { useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { isEmail } from '@confsys/domain';
import { formFailure } from '../../../lib/failures';
import { declineInvitation, type DeclineInvitation } from '../../../api/committee/invitation';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

const maxSuggestions = 10;
type Colleague = { name: string; email: string };

export function DeclineInvitationForm({ token, onDeclined }: { token: string; onDeclined: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [colleagues, setColleagues] = useState<Colleague[]>([]);
  const [wrong, setWrong] = useState<number[]>([]);

  const change = (at: number, part: Partial<Colleague>) => setColleagues((list) => list.map((colleague, index) => (index === at ? { ...colleague, ...part } : colleague)));

  const { submit, failure, sending: busy } = useSubmitOutcome({
    check: () => {
      const named = colleagues.filter((colleague) => colleague.name.trim() !== '' || colleague.email.trim() !== '');
      const invalid = colleagues.flatMap((colleague, at) => ((colleague.name.trim() !== '' || colleague.email.trim() !== '') && (colleague.name.trim() === '' || !isEmail(colleague.email)) ? [at] : []));
      setWrong(invalid);
      if (invalid.length > 0) return checkFailed();
      return { input: { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(named.length > 0 ? { suggestions: named.map((colleague) => ({ name: colleague.name.trim(), email: colleague.email.trim() })) } : {}) } };
    },
    send: (input: DeclineInvitation) => declineInvitation(token, input),
    sent: (answer) => onDeclined(answer.message),
    refusal: (error) => formFailure(error, []),
    focusErrors: false,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="decline-heading">
      <Typography variant="h5" component="h2" id="decline-heading" sx={{ mb: 2 }}>
        Decline
      </Typography>
      <Stack spacing={2}>
        <TextField label="Reason (optional)" multiline minRows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        {colleagues.map((colleague, at) => (
          <Stack key={at} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField label={`Colleague ${at + 1}: name`} value={colleague.name} onChange={(event) => change(at, { name: event.target.value })} error={wrong.includes(at) && colleague.name.trim() === ''} helperText={wrong.includes(at) && colleague.name.trim() === '' ? 'Enter their name.' : undefined} sx={{ flex: 1 }} />
            <TextField label={`Colleague ${at + 1}: email`} type="email" value={colleague.email} onChange={(event) => change(at, { email: event.target.value })} error={wrong.includes(at) && !isEmail(colleague.email)} helperText={wrong.includes(at) && !isEmail(colleague.email) ? 'Enter their email address.' : undefined} sx={{ flex: 1 }} />
            <IconButton aria-label={`Remove colleague ${at + 1}`} onClick={() => setColleagues((list) => list.filter((_, index) => index !== at))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button variant="text" disabled={colleagues.length >= maxSuggestions} onClick={() => setColleagues((list) => [...list, { name: '', email: '' }])}>
            Suggest a colleague
          </Button>
        </Box>
        <FailureAlert text={failure} />
        <Box>
          <Button type="submit" variant="outlined" color="error" disabled={busy}>
            {busy ? 'Declining...' : 'Decline the invitation'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
