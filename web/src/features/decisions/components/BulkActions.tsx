// Bulk actions on Paper Management's selection, or on every paper the list's filter matches: the chair
// picks an action (none is chosen for them) and previews it (per paper what will happen, or why it is skipped), then applies it;
// the dialog then reports per paper what was done and what was skipped, with the reason.
import { useState } from 'react';
import { Box, Button, FormControlLabel, Switch, TableCell, TableRow, Typography } from '@mui/material';
import { bulkActionLabels, bulkActions, type BulkAction } from '@confsys/domain';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { useApplyBulk, useBulkPreview, type BulkAnswer, type BulkPreviewRequest } from '../../../api/assignment/assignment';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

const bulkActionChoices = choicesOf(bulkActions, bulkActionLabels);
const bulkColumns = ['Paper ID', 'Title', 'Outcome', 'Reason'];

/** How each outcome reads in the table. */
export const outcomeLabels: Record<BulkAnswer['rows'][number]['outcome'], string> = { will: 'Will be done', skip: 'Skipped', done: 'Done', skipped: 'Skipped', failed: 'Failed' };

interface BulkActionsProps {
  /** The selected paper IDs. */
  selected: readonly string[];
  /** The list's filter, for "every paper that matches". */
  filter: NonNullable<BulkPreviewRequest['filter']>;
  /** How many papers the filter matches. */
  matching: number | null;
  onDone: (message: string) => void;
}

export function BulkActions({ selected, filter, matching, onDone }: BulkActionsProps) {
  // No action until the chair picks one: a decision is never a default.
  const [action, setAction] = useState<BulkAction | ''>('');
  const [everyMatch, setEveryMatch] = useState(false);
  const bulk = usePreviewThenApply(useBulkPreview(), useApplyBulk(), (result) =>
    onDone(`${bulkActionLabels[result.action]}: ${result.counts.done ?? 0} done, ${(result.counts.skipped ?? 0) + (result.counts.failed ?? 0)} skipped.`),
  );
  const count = everyMatch ? matching : selected.length;
  const showPreview = () => {
    if (action !== '') bulk.showPreview({ action, ...(everyMatch ? { filter } : { paperIds: [...selected] }) });
  };

  return (
    <Box component="section" aria-label="Bulk actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      <Typography variant="body2">{everyMatch ? `Every paper that matches the filter (${matching ?? '...'})` : `${selected.length} selected`}</Typography>
      <FormControlLabel control={<Switch checked={everyMatch} onChange={(event) => setEveryMatch(event.target.checked)} />} label="Select all that match the filter" />
      <SelectField<BulkAction | ''> label="Bulk action" value={action} choices={bulkActionChoices} onChange={setAction} sx={{ minWidth: 200 }} />
      <Button variant="outlined" disabled={!count || action === '' || bulk.previewing} onClick={showPreview}>
        {bulk.previewing ? 'Previewing...' : 'Preview'}
      </Button>
      <FailureAlert text={bulk.previewFailure} />
      {bulk.answer ? <BulkDialog answer={bulk.answer} failure={bulk.applyFailure} busy={bulk.applying} onApply={bulk.apply} onClose={bulk.close} /> : null}
    </Box>
  );
}

function BulkDialog({ answer, failure, busy, onApply, onClose }: { answer: BulkAnswer; failure: string | null; busy: boolean; onApply: () => void; onClose: () => void }) {
  const will = answer.counts.will ?? 0;
  const label = bulkActionLabels[answer.action];
  return (
    <ActionDialog
      title={answer.applied ? `${label}: what was done` : `${label}: preview`}
      size="md"
      {...(!answer.applied && will > 0 ? { actionLabel: busy ? 'Applying...' : `${label} ${will} paper${will === 1 ? '' : 's'}`, onAction: onApply } : {})}
      busy={busy}
      failure={failure}
      closeLabel={answer.applied ? 'Close' : 'Cancel'}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {answer.applied
          ? `${answer.counts.done ?? 0} done, ${answer.counts.skipped ?? 0} skipped, ${answer.counts.failed ?? 0} failed.`
          : `${will} of ${answer.rows.length} papers will be acted on; ${answer.counts.skip ?? 0} will be skipped. Papers that change before you apply are skipped then, with the reason.`}
      </Typography>
      <SimpleTable label={answer.applied ? 'Outcome per paper' : 'Preview per paper'} columns={bulkColumns} empty="No papers.">
        {answer.rows.map((row) => (
          <TableRow key={row.paperId}>
            <TableCell>{row.paperId}</TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell>{outcomeLabels[row.outcome]}</TableCell>
            <TableCell>{row.reason}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </ActionDialog>
  );
}
