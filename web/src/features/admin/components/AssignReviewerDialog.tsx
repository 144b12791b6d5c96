// The reviewer picker of Paper Management. Without a choice it says 'Please select a reviewer.'; a
// refusal keeps the dialog open with the server's message; success closes it (the caller reloads).
import { useState, type FormEvent } from 'react';
import { Alert, Box, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Messages, type AdminPaperView } from '@confsys/domain';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useForm } from '../../../components/forms/useForm';
import { assignReviewer } from '../api/assignReviewer';
import { useReviewers } from '../api/getReviewers';
import { serverMessage } from '../utils/failures';

interface AssignReviewerDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

export function AssignReviewerDialog({ paper, onClose, onAssigned }: AssignReviewerDialogProps) {
  const [reviewers] = useReviewers();
  // The error shows in an alert under the picker, not on it; choosing a reviewer clears it.
  const { values, errors, setErrors, change } = useForm({ reviewerId: '' });
  const { reviewerId } = values;
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reviewerId) {
      setErrors({ reviewerId: Messages.selectReviewer });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await assignReviewer(paper.paperId, reviewerId);
      if (answer?.success === false) {
        setErrors({ reviewerId: answer.message || Messages.assignFailed });
        return;
      }
      const name = reviewers.status === 'ready' ? reviewers.data.find((reviewer) => reviewer.id === reviewerId)?.name : undefined;
      onAssigned(answer?.message || Messages.reviewerAssigned(name ?? reviewerId));
    } catch (failure) {
      setErrors({ reviewerId: serverMessage(failure) ?? Messages.assignFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog title="Assign Reviewer" submitLabel="Assign" busy={sending} submitDisabled={reviewers.status !== 'ready'} onSubmit={submit} onClose={onClose}>
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
          onChange={(event) => change('reviewerId', event.target.value)}
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
      {errors.reviewerId ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.reviewerId}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
