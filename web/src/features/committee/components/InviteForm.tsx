// Inviting a pool: a CSV (name, email, affiliation, topics, load; pasted or read from a file) that the
// domain's parseInvitationPool reads as the server will, or last edition's reviewers; the chair's
// message, the most papers asked and how long the links last. Preview shows each person's outcome
// (duplicates, existing reviewers and pending invitations skipped with why); Send sends exactly that.
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { invitationLimits, parseInvitationPool } from '@confsys/domain';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';
import { useInvitationsPreview, useSendInvitations } from '../../../api/committee/invitations';
import { InvitationRowsDialog } from './InvitationRowsDialog';

export function InviteForm({ onDone }: { onDone: (message: string) => void }) {
  const [pool, setPool] = useState('');
  const [previous, setPrevious] = useState(false);
  const [message, setMessage] = useState('');
  const [maxLoad, setMaxLoad] = useState('6');
  const [days, setDays] = useState('7');
  const invitations = usePreviewThenApply(useInvitationsPreview(), useSendInvitations(), (result) => onDone(result.message));
  const load = Number(maxLoad);
  const read = parseInvitationPool(pool, Number.isInteger(load) && load > 0 ? load : invitationLimits.maxLoad);
  const poolText = previous ? null : pool.trim() === '' ? 'Paste the pool, or read it from a CSV file.' : read.problems.length > 0 ? read.problems.slice(0, 3).map((problem) => `Line ${problem.line}: ${problem.message}`).join(' ') : null;

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setPool(await file.text());
    event.target.value = '';
  }

  const showPreview = () => invitations.showPreview({ ...(previous ? { from: 'previousEdition' as const } : { people: read.people }), message: message.trim(), maxLoad: load, expiresInDays: Number(days) });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <FormControlLabel control={<Switch checked={previous} onChange={(event) => setPrevious(event.target.checked)} />} label="Invite last edition's reviewers instead of a list" />
      {previous ? null : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label="Pool (CSV: name, email, affiliation, topics, load)"
            multiline
            minRows={4}
            maxRows={12}
            value={pool}
            onChange={(event) => setPool(event.target.value)}
            error={pool.trim() !== '' && read.problems.length > 0}
            helperText={poolText ?? `${read.people.length} people read. Topics are separated by semicolons; the load is optional.`}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" component="label">
            Read a CSV file
            <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void readFile(event)} />
          </Button>
        </Stack>
      )}
      <TextField label="Your message" multiline minRows={3} value={message} onChange={(event) => setMessage(event.target.value)} helperText="Shown in the invitation and on its page." />
      <Stack direction="row" spacing={2}>
        <TextField label="Most papers per reviewer" type="number" value={maxLoad} onChange={(event) => setMaxLoad(event.target.value)} slotProps={{ htmlInput: { min: 1, max: invitationLimits.maxLoad } }} sx={{ width: 220 }} />
        <TextField label="Links last (days)" type="number" value={days} onChange={(event) => setDays(event.target.value)} slotProps={{ htmlInput: { min: invitationLimits.expiresInDays.min, max: invitationLimits.expiresInDays.max } }} sx={{ width: 180 }} />
      </Stack>
      {!previous && read.problems.length > 3 ? <Alert severity="warning">{read.problems.length} lines of the pool cannot be read.</Alert> : null}
      <Box>
        <Button variant="contained" disabled={invitations.previewing || poolText !== null || message.trim() === ''} onClick={showPreview}>
          {invitations.previewing ? 'Previewing...' : 'Preview invitations'}
        </Button>
      </Box>
      <FailureAlert text={invitations.previewFailure} />
      {invitations.answer ? <InvitationRowsDialog what="Invitations" answer={invitations.answer} busy={invitations.applying} failure={invitations.applyFailure} onSend={invitations.apply} onClose={invitations.close} /> : null}
    </Stack>
  );
}
