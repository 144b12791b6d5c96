// Asking an emergency reviewer (Paper Management, on a paper with a review overdue): the overdue reviews,
// the members who could take one ranked as the server ranks them (late requests welcome first, then the
// load they have left), a due date on the conference's clock and a note. Preview shows the message exactly
// as the member will read it; Send assigns them with that due date and sends it. A refusal (the overdue
// review came in meanwhile, a new conflict) is shown in the dialog and nothing is written.
import { useState, type FormEvent } from 'react';
import { Alert, Box, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { Messages, candidateLoadText, emergencyNoteLimit, formatInstantIn, instantOfWallTime, wallTimeIn, type AdminPaperView } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { LoadState } from '../../../components/layout/AdminPage';
import { useEmergencyCandidates, useEmergencyPreview, useSendEmergencyRequest } from '../../../api/assignment/emergency';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';

interface EmergencyReviewDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
  onSent: (message: string) => void;
}

/** Three days from now, at 23:59 on the conference's clock: a short-notice due date the chair can change. */
const defaultDue = (timeZone: string) => `${wallTimeIn(new Date(Date.now() + 3 * 86_400_000).toISOString(), timeZone).slice(0, 10)}T23:59`;

export function EmergencyReviewDialog({ paper, onClose, onSent }: EmergencyReviewDialogProps) {
  const { timeZone } = usePublicCalendar();
  const candidates = useEmergencyCandidates(paper.paperId);
  const request = usePreviewThenApply(useEmergencyPreview(paper.paperId), useSendEmergencyRequest(paper.paperId), (result) => onSent(result.message));
  const [reviewerId, setReviewerId] = useState('');
  const [due, setDue] = useState(() => defaultDue(timeZone));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reviewerId?: string; due?: string }>({});
  const preview = request.answer;

  function showPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dueAt = instantOfWallTime(due, timeZone);
    const found = { ...(reviewerId === '' ? { reviewerId: Messages.selectReviewer } : {}), ...(dueAt.error !== undefined ? { due: dueAt.error } : {}) };
    setErrors(found);
    if (dueAt.instant === undefined || reviewerId === '') return;
    request.showPreview({ reviewerId, dueAt: dueAt.instant, note });
  }

  if (preview) {
    return (
      <ActionDialog
        title={`Emergency request for ${paper.paperId}: preview`}
        actionLabel={request.applying ? 'Sending...' : 'Send the request'}
        onAction={request.apply}
        busy={request.applying}
        failure={request.applyFailure}
        onClose={request.close}
        closeLabel="Back"
        size="md"
      >
        <Typography sx={{ mb: 1 }}>{preview.message}</Typography>
        <Typography variant="body2">
          To: {preview.reviewer.name} ({preview.reviewer.email}); due {formatInstantIn(preview.dueAt, timeZone)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Subject: {preview.subject}
        </Typography>
        <Box component="pre" tabIndex={0} role="region" aria-label="The message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'action.hover', p: 1.5, m: 0, maxHeight: 360, overflow: 'auto' }}>
          {preview.text}
        </Box>
      </ActionDialog>
    );
  }

  const answer = candidates.data;
  return (
    <ActionDialog
      title={`Ask an emergency reviewer for ${paper.paperId}`}
      actionLabel={request.previewing ? 'Preparing...' : 'Preview the request'}
      actionDisabled={!answer || answer.candidates.length === 0}
      onAction={showPreview}
      busy={request.previewing}
      failure={request.previewFailure}
      onClose={onClose}
      size="md"
    >
      <Typography>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      <LoadState query={candidates} loadingText={Messages.loading}>
        {(found) => (
          <>
            {found.overdue.length === 0 ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                {Messages.emergencyNotOverdue(paper.paperId)}
              </Alert>
            ) : (
              <Typography variant="body2" color="error.main" sx={{ mt: 1 }}>
                Overdue: {found.overdue.map((review) => `${review.name} (due ${formatInstantIn(review.dueAt, timeZone)})`).join('; ')}
              </Typography>
            )}
            <Typography variant="subtitle2" component="h3" id="emergency-candidates" sx={{ mt: 2 }}>
              Who to ask
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {found.total === 0
                ? 'Nobody on the committee is free of this paper and of conflicts with it.'
                : `Those available for late requests first, then by the load they have left${found.total > found.candidates.length ? `; the first ${found.candidates.length} of ${found.total}` : ''}. Reviewers of this paper and members in conflict with it are not listed.`}
            </Typography>
            <RadioGroup aria-labelledby="emergency-candidates" value={reviewerId} onChange={(event) => {
                setReviewerId(event.target.value);
                setErrors((previous) => ({ ...previous, reviewerId: undefined }));
              }}>
              {found.candidates.map((candidate) => (
                <FormControlLabel key={candidate.id} value={candidate.id} control={<Radio />} label={`${candidate.name} (${candidate.affiliation}): ${candidateLoadText(candidate)}`} disabled={request.previewing} />
              ))}
            </RadioGroup>
            {errors.reviewerId ? (
              <Typography role="alert" variant="body2" color="error.main">
                {errors.reviewerId}
              </Typography>
            ) : null}
          </>
        )}
      </LoadState>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <TextField
          label="Due"
          name="dueAt"
          type="datetime-local"
          required
          value={due}
          onChange={(event) => {
            setDue(event.target.value);
            setErrors((previous) => ({ ...previous, due: undefined }));
          }}
          error={Boolean(errors.due)}
          helperText={errors.due ?? `The review's own due date, in ${timeZone}. Reminders count from it.`}
          disabled={request.previewing}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
        <TextField
          label="A note to the reviewer (optional)"
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          helperText={`${note.length} of ${emergencyNoteLimit} characters. The message gives the paper's title and abstract, never its authors.`}
          error={note.length > emergencyNoteLimit}
          disabled={request.previewing}
          multiline
          minRows={2}
        />
      </Box>
    </ActionDialog>
  );
}
