// The reviewer picker of Paper Management. Without a choice it says 'Please select a reviewer.'; a
// refusal keeps the dialog open with the server's message; success closes it (the caller reloads).
import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { assignReviewer } from '../api/assignReviewer';
import { useReviewers } from '../api/getReviewers';
import { serverMessage } from '../utils/failures';

interface AssignReviewerDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

export function AssignReviewerDialog({ paper, onClose, onAssigned }: AssignReviewerDialogProps) {
  const titleId = useId();
  const [reviewers] = useReviewers();
  const [reviewerId, setReviewerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reviewerId) {
      setError(Messages.selectReviewer);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await assignReviewer(paper.paperId, reviewerId);
      if (answer?.success === false) {
        setError(answer.message || Messages.assignFailed);
        return;
      }
      const name = reviewers.status === 'ready' ? reviewers.data.find((reviewer) => reviewer.id === reviewerId)?.name : undefined;
      onAssigned(answer?.message || Messages.reviewerAssigned(name ?? reviewerId));
    } catch (failure) {
      setError(serverMessage(failure) ?? Messages.assignFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Assign Reviewer</DialogTitle>
        <DialogContent dividers>
          <Typography>
            Paper {paper.paperId}: {paper.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Current reviewer: {paper.reviewer || Messages.notAvailable}
          </Typography>
          {reviewers.status === 'loading' ? (
            <Box role="status" aria-label={Messages.loadingReviewers} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
              <CircularProgress size={20} />
              <Typography>{Messages.loadingReviewers}</Typography>
            </Box>
          ) : reviewers.status === 'error' ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {Messages.loadReviewersFailed}
            </Alert>
          ) : (
            <TextField
              select
              label="Reviewer"
              name="reviewerId"
              value={reviewerId}
              onChange={(event) => {
                setReviewerId(event.target.value);
                setError(null);
              }}
              disabled={sending}
              helperText={reviewers.data.length === 0 ? Messages.noReviewers : undefined}
            >
              {reviewers.data.map((reviewer) => (
                <MenuItem key={reviewer.id} value={reviewer.id}>
                  {reviewer.name} ({reviewer.email})
                </MenuItem>
              ))}
            </TextField>
          )}
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending || reviewers.status !== 'ready'}>
            Assign
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
