// Accepting an invitation: how many papers (1 to the invitation's maximum, checked by the domain's
// loadProblem as the server checks it), the call's topics, whether late requests are welcome, and
// optionally another address to accept under, proved by the code sent to it.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { isEmail, loadProblem } from '@confsys/domain';
import { usePlainAction } from '../../../lib/plainAction';
import { acceptInvitation, sendInvitationCode, type AcceptInvitation, type PublicInvitation } from '../../../api/committee/invitation';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { formFailure } from '../../../lib/failures';

export function AcceptInvitationForm({ invitation, token, onAccepted }: { invitation: PublicInvitation; token: string; onAccepted: (message: string) => void }) {
  const [load, setLoad] = useState(String(invitation.maxLoad));
  // The topics the chair's pool named for them are ticked to begin with; they untick or add their own.
  const [topics, setTopics] = useState<string[]>(invitation.suggestedTopics);
  const [lateRequests, setLateRequests] = useState(false);
  const [elsewhere, setElsewhere] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ load?: string; email?: string; code?: string }>({});
  // Sending the code is an action of its own; its failure shows in the same place.
  const codeAction = usePlainAction();

  const toggle = (topic: string) => setTopics((chosen) => (chosen.includes(topic) ? chosen.filter((one) => one !== topic) : [...chosen, topic]));

  async function sendCode() {
    if (!isEmail(email)) {
      setErrors({ email: 'Enter the other address to accept under.' });
      return;
    }
    setErrors({});
    await codeAction.run(() => sendInvitationCode(token, email.trim()), (answer) => setCodeSent(answer.message));
  }

  const { submit, failure, sending } = useSubmitOutcome({
    check: () => {
      const found: typeof errors = {};
      const loadText = loadProblem(Number(load), invitation.maxLoad);
      if (loadText) found.load = loadText;
      if (elsewhere && !isEmail(email)) found.email = 'Enter the other address to accept under.';
      if (elsewhere && !/^\d{6}$/.test(code.trim())) found.code = 'Enter the 6-digit code sent to that address.';
      setErrors(found);
      if (Object.keys(found).length > 0) return checkFailed();
      return { input: { load: Number(load), topics, lateRequests, ...(elsewhere ? { email: email.trim(), code: code.trim() } : {}) } };
    },
    send: (input: AcceptInvitation) => acceptInvitation(token, input),
    sent: (answer) => onAccepted(answer.message),
    refusal: (error) => formFailure(error, []),
    focusErrors: false,
  });
  const busy = sending || codeAction.busy;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="accept-heading" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="accept-heading" sx={{ mb: 2 }}>
        Accept
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Papers you can review"
          type="number"
          value={load}
          onChange={(event) => setLoad(event.target.value)}
          error={errors.load !== undefined}
          helperText={errors.load ?? `From 1 to ${invitation.maxLoad}.`}
          slotProps={{ htmlInput: { min: 1, max: invitation.maxLoad } }}
          sx={{ maxWidth: 260 }}
        />
        {invitation.topics.length > 0 ? (
          <FormGroup>
            <FormLabel component="legend">Topics you review</FormLabel>
            {invitation.topics.map((topic) => (
              <FormControlLabel key={topic} control={<Checkbox checked={topics.includes(topic)} onChange={() => toggle(topic)} />} label={topic} />
            ))}
          </FormGroup>
        ) : null}
        <FormControlLabel control={<Checkbox checked={lateRequests} onChange={(event) => setLateRequests(event.target.checked)} />} label="I am available for late requests (an overdue review the chair needs at short notice)" />
        <FormControlLabel control={<Switch checked={elsewhere} onChange={(event) => setElsewhere(event.target.checked)} />} label={`Accept under another address than ${invitation.email}`} />
        {elsewhere ? (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField label="Other address" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email !== undefined} helperText={errors.email ?? 'We send a code there to prove it is yours.'} sx={{ flex: 1 }} />
              <Button variant="outlined" onClick={() => void sendCode()} sx={{ mt: 1 }}>
                Send a code
              </Button>
            </Stack>
            {codeSent ? <Alert severity="info">{codeSent}</Alert> : null}
            <TextField label="Code" value={code} onChange={(event) => setCode(event.target.value)} error={errors.code !== undefined} helperText={errors.code ?? 'The 6 digits in the message.'} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }} sx={{ maxWidth: 260 }} />
          </Stack>
        ) : null}
        <FailureAlert text={failure ?? codeAction.failure} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Accepting...' : 'Accept the invitation'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
