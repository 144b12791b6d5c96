// The author dashboard's Withdraw dialog: what withdrawing does (the reviewers lose access at once, the
// chair is told, only the chair can restore it), an optional reason for the chair, and the confirmation.
// A refusal keeps the dialog open with the server's message.
import { useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { FormDialog } from '../../../components/forms/FormDialog';
import { ApiRequestError } from '../../../lib/api';
import { withdrawPaper } from '../../../api/submissions/withdrawPaper';
import type { ManuscriptRow } from '../utils/manuscript';

interface WithdrawDialogProps {
  paper: Pick<ManuscriptRow, 'paperId' | 'title'>;
  onClose: () => void;
  onWithdrawn: (message: string) => void;
}

export function WithdrawDialog({ paper, onClose, onWithdrawn }: WithdrawDialogProps) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSending(true);
    try {
      onWithdrawn((await withdrawPaper(paper.paperId, reason)).message);
    } catch (error) {
      setFailure({ severity: 'error', text: error instanceof ApiRequestError ? error.message : Messages.genericTryLater });
      setSending(false);
    }
  }

  return (
    <FormDialog title="Withdraw Paper" submitLabel="Withdraw" busy={sending} onSubmit={submit} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{Messages.withdrawConfirm(paper.paperId)}</Typography>
      <FormNotice notice={failure} />
      <TextField
        label="Reason for the chair (optional)"
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={sending}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        fullWidth
      />
    </FormDialog>
  );
}
