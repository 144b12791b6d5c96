// The author dashboard's Edit conflicts dialog: the committee members the authors declare a conflict of
// interest with, for a paper still submitted, preselected from the manuscript. Save replaces the list
// (members no longer on the committee drop out); a refusal keeps the dialog open with the server's message.
import { useCallback, useState } from 'react';
import { Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { failureText } from '../../../lib/failures';
import { useCommitteeChoice } from '../hooks/useCommitteeChoice';
import { useSavePaperConflicts } from '../../../api/submissions/savePaperConflicts';
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
  const save = useSavePaperConflicts(paper.paperId);

  function submit() {
    if (committee.status !== 'ready') return;
    const ids = committee.chosen.map((member) => member.id);
    save.mutate(ids, { onSuccess: (answer) => onSaved(answer.message || Messages.conflictsSaved) });
  }

  return (
    <ActionDialog title="Conflicts of Interest" actionLabel="Save" busy={save.isPending} failure={failureText(save.error)} actionDisabled={committee.status !== 'ready'} onAction={submit} onClose={onClose}>
      <Typography sx={{ mb: 1 }}>
        Paper {paper.paperId}: {paper.title}
      </Typography>
      <ConflictsPicker committee={committee} onChange={setChosen} disabled={save.isPending} unavailableText={committeeUnavailable} />
    </ActionDialog>
  );
}
