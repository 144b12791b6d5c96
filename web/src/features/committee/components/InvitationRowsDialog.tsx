// The preview of invitations or reminders, per person (what will happen, or why they are skipped), with
// the action that sends exactly that; once sent, each person's outcome.
import { TableCell, TableRow, Typography } from '@mui/material';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import type { InvitationsAnswer } from '../../../api/committee/invitations';

const outcomeLabels: Record<InvitationsAnswer['rows'][number]['outcome'], string> = { will: 'Will be sent', skip: 'Skipped', done: 'Sent', skipped: 'Skipped', failed: 'Failed' };

interface InvitationRowsDialogProps {
  /** "Invitations" or "Reminders". */
  what: string;
  answer: InvitationsAnswer;
  busy: boolean;
  failure: string | null;
  onSend: () => void;
  onClose: () => void;
}

export function InvitationRowsDialog({ what, answer, busy, failure, onSend, onClose }: InvitationRowsDialogProps) {
  const will = answer.counts.will ?? 0;
  return (
    <ActionDialog
      title={answer.applied ? `${what}: what was sent` : `${what}: preview`}
      size="lg"
      {...(!answer.applied && will > 0 ? { actionLabel: busy ? 'Sending...' : `Send ${will} ${what.toLowerCase().replace(/s$/, '')}${will === 1 ? '' : 's'}`, onAction: onSend } : {})}
      busy={busy}
      failure={failure}
      closeLabel={answer.applied ? 'Close' : 'Cancel'}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {answer.message}
      </Typography>
      <SimpleTable label={answer.applied ? 'Outcome per person' : 'Preview per person'} columns={['Name', 'Email', 'Outcome', 'What, or why not']} empty="Nobody.">
        {answer.rows.map((row, at) => (
          <TableRow key={`${row.email}|${at}`}>
            <TableCell>{row.name}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
            <TableCell>{outcomeLabels[row.outcome]}</TableCell>
            <TableCell>{row.text}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </ActionDialog>
  );
}
