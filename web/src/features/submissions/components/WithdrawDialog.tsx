// The author dashboard's Withdraw dialog: what withdrawing does (the reviewers lose access at once, the
// chair is told, only the chair can restore it), an optional reason for the chair, and the confirmation.
// A refusal keeps the dialog open with the server's message.
import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { useWithdrawPaper } from '../../../api/submissions/withdrawPaper';
import { failureText } from '../../../lib/failures';
import type { ManuscriptRow } from '../utils/manuscript';

interface WithdrawDialogProps {
  paper: Pick<ManuscriptRow, 'paperId' | 'title'>;
  onClose: () => void;
  onWithdrawn: (message: string) => void;
}

export function WithdrawDialog({ paper, onClose, onWithdrawn }: WithdrawDialogProps) {
  const [reason, setReason] = useState('');
  const withdraw = useWithdrawPaper(paper.paperId);

  return (
    <ActionDialog
      title="Withdraw Paper"
      actionLabel="Withdraw"
      busy={withdraw.isPending}
      failure={failureText(withdraw.error)}
      onAction={() => withdraw.mutate(reason, { onSuccess: (answer) => onWithdrawn(answer.message) })}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{Messages.withdrawConfirm(paper.paperId)}</Typography>
      <TextField
        label="Reason for the chair (optional)"
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={withdraw.isPending}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        fullWidth
      />
    </ActionDialog>
  );
}
