// The reviewers of a paper (Paper Management's Assign): the paper's reviewers first, then the reviewer
// records by name, 25 at a time ("Show more"), searched by name, affiliation or email on the server; each
// with the papers they already review and any conflict of interest with this paper, with its reason.
// Several can be ticked at once, across searches; one in conflict only after the admin writes why they
// assign anyway (the server records it). Taking a reviewer off deletes their review unless the admin keeps
// submitted ones. Without a choice it says 'Please select a reviewer.'; a refusal keeps the dialog open
// with the server's message.
import { useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { Messages, type AdminPaperView, type AssignmentCandidate } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { useSetReviewers } from '../../../api/assignment/assignReviewer';
import { usePaperAssignment, type AssignmentPage } from '../../../api/assignment/getPaperAssignment';
import { addedNames, meetCandidates, nextReviewerIds, overridesConflict, removedWithReviews, selectable } from '../utils/assignment';
import { serverMessage } from '../../../lib/failures';
import { SearchField } from '../../../components/forms/SearchField';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

const noneTicked: ReadonlySet<string> = new Set();

interface AssignReviewerDialogProps {
  paper: AdminPaperView;
  onClose: () => void;
  onAssigned: (message: string) => void;
}

type Pages = InfiniteData<AssignmentPage>;

export function AssignReviewerDialog({ paper, onClose, onAssigned }: AssignReviewerDialogProps) {
  const [search, setSearch] = useState('');
  const lists = usePaperAssignment(paper.paperId, search);
  /** The pages shown: the latest answer's, kept when a later search or page fails. */
  const [shownPages, setShownPages] = useState<Pages | undefined>(undefined);
  /** Every candidate met (assigned or listed), in the order first met: the new reviewers' order. */
  const [met, setMet] = useState<AssignmentCandidate[]>([]);
  /** The reviewers ticked; null until the first answer, which ticks the paper's reviewers. */
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const chosen = ticked ?? noneTicked;
  const [overrideReason, setOverrideReason] = useState('');
  const [keepReviews, setKeepReviews] = useState(true);
  const assigning = useSetReviewers();
  const sending = assigning.isPending;

  // A new answer (a search's first page, or the next page of one): its candidates are met; the first
  // answer ticks the paper's reviewers.
  if (lists.data && lists.data !== shownPages) {
    const pages = lists.data.pages;
    setShownPages(lists.data);
    setMet((previous) => meetCandidates(previous, pages.flatMap((page) => [...page.current, ...page.candidates])));
    setTicked((previous) => previous ?? new Set(pages[0]?.assigned.map((reviewer) => reviewer.reviewerId)));
  }
  const pages = lists.data?.pages ?? shownPages?.pages ?? [];
  /** The latest answer, and the candidates shown for its search (pages appended). */
  const assignment = pages.at(-1) ?? null;
  const shown = pages.reduce<AssignmentCandidate[]>((candidates, page) => meetCandidates(candidates, page.candidates), []);
  const shownSearch = assignment?.search ?? search;
  /** The page after the shown ones is being read (Show more), or a search is. */
  const fetching = lists.isFetching;
  const fetchFailed = lists.isError && !fetching;

  function showMore() {
    void lists.fetchNextPage();
  }

  function toggle(id: string, on: boolean) {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setFailure(null);
  }

  const assignedIds = assignment?.assigned.map((reviewer) => reviewer.reviewerId) ?? [];
  const { submit, failure, setFailure } = useSubmitOutcome({
    check: () => {
      if (!assignment) return checkFailed();
      if (chosen.size === 0) return checkFailed(Messages.selectReviewer);
      return {
        input: {
          paperId: paper.paperId,
          reviewerIds: nextReviewerIds(assignedIds, chosen, met),
          keepReviews,
          ...(overridesConflict(assignedIds, chosen, met) ? { overrideReason: overrideReason.trim() } : {}),
        },
      };
    },
    send: assigning.mutateAsync,
    sent: (answer) => onAssigned(answer.message),
    refusal: (error) => ({ message: serverMessage(error) ?? Messages.assignFailed, fieldErrors: {} }),
  });

  const removable = assignment ? removedWithReviews(assignment, chosen) : [];
  const added = addedNames(assignedIds, chosen, met);
  const anyConflict = met.some((candidate) => candidate.conflicts.length > 0 && !assignedIds.includes(candidate.id));
  const others = shown.filter((candidate) => !assignedIds.includes(candidate.id));

  function candidateBox(candidate: AssignmentCandidate) {
    const state = assignment?.assigned.find((reviewer) => reviewer.reviewerId === candidate.id)?.state;
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
  }

  return (
    <ActionDialog title="Assign Reviewer" actionLabel="Assign" busy={sending} failure={failure} actionDisabled={!assignment} onAction={submit} onClose={onClose}>
      <Typography>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      {assignment ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {chosen.size} chosen; the conference wants {assignment.reviewersPerPaper} reviewers per paper.{added.length > 0 ? ` Adding: ${added.join(', ')}.` : ''}
        </Typography>
      ) : null}
      {!assignment && !fetchFailed ? (
        <Box role="status" aria-label={Messages.loadingReviewers} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <CircularProgress size={20} />
          <Typography>{Messages.loadingReviewers}</Typography>
        </Box>
      ) : !assignment ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {Messages.loadReviewersFailed}
        </Alert>
      ) : (
        <>
          {assignment.current.length > 0 ? (
            <FormGroup aria-label="Reviewers of this paper" sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h3">
                Reviewers of this paper
              </Typography>
              {assignment.current.map(candidateBox)}
            </FormGroup>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <SearchField value={search} onSearch={setSearch} label="Search reviewers" helperText="A word of a name or affiliation, or its start; an email address" disabled={sending} />
          </Box>
          {assignment.total === 0 && search === '' ? (
            <Typography sx={{ mt: 2 }}>{Messages.noReviewers}</Typography>
          ) : (
            <FormGroup aria-label="Reviewers" aria-busy={fetching} sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {shownSearch === '' ? `${assignment.total} reviewers` : `${assignment.total} reviewer${assignment.total === 1 ? '' : 's'} match "${shownSearch}"`}
                {shown.length < assignment.total ? `; the first ${shown.length} shown` : ''}
              </Typography>
              {others.map(candidateBox)}
              {assignment.next ? (
                <Box>
                  <Button onClick={showMore} disabled={fetching || sending || !lists.hasNextPage}>
                    Show more reviewers
                  </Button>
                </Box>
              ) : null}
            </FormGroup>
          )}
          {fetchFailed ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {Messages.loadReviewersFailed}
            </Alert>
          ) : null}
        </>
      )}
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
    </ActionDialog>
  );
}
