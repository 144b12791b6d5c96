// The author dashboard's Edit conflicts dialog: the committee members the authors declare a conflict of
// interest with, for a paper still submitted, preselected from the manuscript. Save replaces the list
// (members no longer on the committee drop out); a refusal keeps the dialog open with the server's message.
import { useCallback, useState, type FormEvent } from 'react';
import { Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { FormNotice, type Notice } from '../../../components/feedback/FormNotice';
import { FormDialog } from '../../../components/forms/FormDialog';
import { ApiRequestError } from '../../../lib/api';
import { useCommitteeChoice } from '../hooks/useCommitteeChoice';
import { savePaperConflicts } from '../../../api/submissions/savePaperConflicts';
import type { ManuscriptRow } from '../utils/manuscript';
import { ConflictsPicker } from './ConflictsPicker';

const committeeUnavailable = 'The committee list could not be loaded, so the conflicts cannot be changed now. Please try again later.';

interface EditConflictsDialogProps {
  paper: Pick<ManuscriptRow, 'paperId' | 'title' | 'excludedReviewers'>;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function EditConflictsDialog({ paper, onClose, onSaved }: EditConflictsDialogProps) {
  const [chosen, setChosen] = useState<string[]>(paper.excludedReviewers);
  const dropGone = useCallback((gone: string[]) => setChosen((ids) => ids.filter((id) => !gone.includes(id))), []);
  const committee = useCommitteeChoice(chosen, dropGone);
  const [failure, setFailure] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (committee.status !== 'ready') return;
    setFailure(null);
    setSaving(true);
    try {
      const answer = await savePaperConflicts(paper.paperId, committee.chosen.map((member) => member.id));
      onSaved(answer.message || Messages.conflictsSaved);
    } catch (error) {
      setFailure({ severity: 'error', text: error instanceof ApiRequestError ? error.message : Messages.genericTryLater });
      setSaving(false);
    }
  }

  return (
    <FormDialog title="Conflicts of Interest" submitLabel="Save" busy={saving} submitDisabled={committee.status !== 'ready'} onSubmit={submit} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      <FormNotice notice={failure} />
      <ConflictsPicker committee={committee} onChange={setChosen} disabled={saving} unavailableText={committeeUnavailable} />
    </FormDialog>
  );
}
