// The reviewers of a paper (Paper Management's Assign): every reviewer with the papers they already
// review and any conflict of interest with this paper, with its reason. Several can be ticked at once;
// one in conflict only after the admin writes why they assign anyway (the server records it). Taking a
// reviewer off deletes their review unless the admin keeps submitted ones. Without a choice it says
// 'Please select a reviewer.'; a refusal keeps the dialog open with the server's message.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { Messages, type AdminPaperView, type PaperAssignmentResponse } from '@confsys/domain';
import { FormDialog } from '../../../components/forms/FormDialog';
import { getPaperAssignment, setReviewers } from '../api/assignReviewer';
import { nextReviewerIds, overridesConflict, removedWithReviews, selectable } from '../utils/assignment';
import { serverMessage } from '../utils/failures';

interface AssignReviewerDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; assignment: PaperAssignmentResponse };

export function AssignReviewerDialog({ paper, onClose, onAssigned }: AssignReviewerDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [overrideReason, setOverrideReason] = useState('');
  const [keepReviews, setKeepReviews] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    getPaperAssignment(paper.paperId).then(
      (assignment) => {
        if (!current) return;
        setLoaded({ status: 'ready', assignment });
        setChosen(new Set(assignment.assigned.map((reviewer) => reviewer.reviewerId)));
      },
      () => current && setLoaded({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [paper.paperId]);

  function toggle(id: string, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loaded.status !== 'ready') return;
    if (chosen.size === 0) {
      setError(Messages.selectReviewer);
      return;
    }
    const { assignment } = loaded;
    setError(null);
    setSending(true);
    try {
      const assigned = assignment.assigned.map((reviewer) => reviewer.reviewerId);
      const answer = await setReviewers({
        paperId: paper.paperId,
        reviewerIds: nextReviewerIds(assigned, chosen, assignment.candidates),
        keepReviews,
        ...(overridesConflict(assignment, chosen) ? { overrideReason: overrideReason.trim() } : {}),
      });
      onAssigned(answer.message);
    } catch (failure) {
      setError(serverMessage(failure) ?? Messages.assignFailed);
    } finally {
      setSending(false);
    }
  }

  const assignment = loaded.status === 'ready' ? loaded.assignment : null;
  const assignedIds = assignment?.assigned.map((reviewer) => reviewer.reviewerId) ?? [];
  const removable = assignment ? removedWithReviews(assignment, chosen) : [];
  const anyConflict = assignment?.candidates.some((candidate) => candidate.conflicts.length > 0 && !assignedIds.includes(candidate.id)) ?? false;

  return (
    <FormDialog title="Assign Reviewer" submitLabel="Assign" busy={sending} submitDisabled={loaded.status !== 'ready'} onSubmit={submit} onClose={onClose}>
      <Typography>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      {assignment ? (
        <Typography variant="body2" color="text.secondary">
          {chosen.size} chosen; the conference wants {assignment.reviewersPerPaper} reviewers per paper.
        </Typography>
      ) : null}
      {loaded.status === 'loading' ? (
        <Box role="status" aria-label={Messages.loadingReviewers} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <CircularProgress size={20} />
          <Typography>{Messages.loadingReviewers}</Typography>
        </Box>
      ) : loaded.status === 'error' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {Messages.loadReviewersFailed}
        </Alert>
      ) : assignment && assignment.candidates.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{Messages.noReviewers}</Typography>
      ) : assignment ? (
        <FormGroup aria-label="Reviewers" sx={{ mt: 1 }}>
          {assignment.candidates.map((candidate) => {
            const state = assignment.assigned.find((reviewer) => reviewer.reviewerId === candidate.id)?.state;
            const enabled = selectable(candidate, assignedIds, overrideReason);
            const reasonsId = `conflicts-${candidate.id}`;
            return (
              <Box key={candidate.id} sx={{ py: 0.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.has(candidate.id)}
                      disabled={sending || !enabled}
                      onChange={(event) => toggle(candidate.id, event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': candidate.conflicts.length > 0 ? reasonsId : undefined } }}
                    />
                  }
                  label={`${candidate.name} (${candidate.affiliation}): reviews ${candidate.load} paper${candidate.load === 1 ? '' : 's'}${state ? `; assigned, review ${state.toLowerCase()}` : ''}`}
                />
                {candidate.conflicts.length > 0 ? (
                  <Typography id={reasonsId} variant="body2" color="warning.main" sx={{ ml: 4 }}>
                    Conflict of interest: {candidate.conflicts.map((conflict) => conflict.reason).join(' ')}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </FormGroup>
      ) : null}
      {anyConflict ? (
        <TextField
          label="Reason to assign despite a conflict of interest"
          name="overrideReason"
          value={overrideReason}
          onChange={(event) => setOverrideReason(event.target.value)}
          helperText="Reviewers in conflict can be ticked once you write why. The reason is recorded with the assignment."
          disabled={sending}
          multiline
          minRows={2}
        />
      ) : null}
      {removable.length > 0 ? (
        <FormControlLabel
          control={<Checkbox checked={keepReviews} onChange={(event) => setKeepReviews(event.target.checked)} disabled={sending} />}
          label={`Keep the submitted review of ${removable.join(', ')} (otherwise it is deleted)`}
        />
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
