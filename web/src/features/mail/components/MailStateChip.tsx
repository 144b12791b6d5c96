// A message's delivery state as a chip: its label (Queued, Sending, Sent, Failed), the colour only a
// second cue.
import { Chip } from '@mui/material';
import { MailState } from '@confsys/domain';
import { mailStateColors, mailStateLabels } from '../utils/mail';

export function MailStateChip({ state }: { state: MailState }) {
  return <Chip size="small" label={mailStateLabels[state]} color={mailStateColors[state]} variant={state === MailState.Pending ? 'outlined' : 'filled'} />;
}
