// Bulk actions on Paper Management's selection, or on every paper the list's filter matches: the chair
// picks an action and previews it (per paper what will happen, or why it is skipped), then applies it;
// the dialog then reports per paper what was done and what was skipped, with the reason.
import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Messages, bulkActionLabels, bulkActions, type BulkAction } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { useApplyBulk, useBulkPreview, type BulkAnswer, type BulkPreviewRequest } from '../../../api/assignment/assignment';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

const failureText = (error: unknown) => (error instanceof ApiRequestError ? error.message : Messages.genericTryLater);

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
  const labelId = useId();
  const [action, setAction] = useState<BulkAction>('accept');
  const [everyMatch, setEveryMatch] = useState(false);
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useBulkPreview();
  const apply = useApplyBulk();
  const count = everyMatch ? matching : selected.length;

  async function showPreview() {
    setFailure(null);
    try {
      setAnswer(await preview.mutateAsync({ action, ...(everyMatch ? { filter } : { paperIds: [...selected] }), preview: true }));
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  async function applyPreview(current: BulkAnswer) {
    setFailure(null);
    try {
      const result = await apply.mutateAsync(current.previewId);
      setAnswer(result);
      onDone(`${bulkActionLabels[result.action]}: ${result.counts.done ?? 0} done, ${(result.counts.skipped ?? 0) + (result.counts.failed ?? 0)} skipped.`);
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <Box component="section" aria-label="Bulk actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      <Typography variant="body2">{everyMatch ? `Every paper that matches the filter (${matching ?? '...'})` : `${selected.length} selected`}</Typography>
      <FormControlLabel control={<Switch checked={everyMatch} onChange={(event) => setEveryMatch(event.target.checked)} />} label="Select all that match the filter" />
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={labelId}>Bulk action</InputLabel>
        <Select labelId={labelId} label="Bulk action" value={action} onChange={(event) => setAction(event.target.value as BulkAction)}>
          {bulkActions.map((name) => (
            <MenuItem key={name} value={name}>
              {bulkActionLabels[name]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" disabled={!count || preview.isPending} onClick={() => void showPreview()}>
        {preview.isPending ? 'Previewing...' : 'Preview'}
      </Button>
      {failure && !answer ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {answer ? (
        <BulkDialog answer={answer} failure={failure} busy={apply.isPending} onApply={() => void applyPreview(answer)} onClose={() => (setAnswer(null), setFailure(null))} />
      ) : null}
    </Box>
  );
}

function BulkDialog({ answer, failure, busy, onApply, onClose }: { answer: BulkAnswer; failure: string | null; busy: boolean; onApply: () => void; onClose: () => void }) {
  const titleId = useId();
  const will = answer.counts.will ?? 0;
  const label = bulkActionLabels[answer.action];
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{answer.applied ? `${label}: what was done` : `${label}: preview`}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {answer.applied
            ? `${answer.counts.done ?? 0} done, ${answer.counts.skipped ?? 0} skipped, ${answer.counts.failed ?? 0} failed.`
            : `${will} of ${answer.rows.length} papers will be acted on; ${answer.counts.skip ?? 0} will be skipped. Papers that change before you apply are skipped then, with the reason.`}
        </Typography>
        <Table size="small" aria-label={answer.applied ? 'Outcome per paper' : 'Preview per paper'}>
          <TableHead>
            <TableRow>
              <TableCell>Paper ID</TableCell>
              <TableCell>Title</TableCell>
              <TableCell>Outcome</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.rows.map((row) => (
              <TableRow key={row.paperId}>
                <TableCell>{row.paperId}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{outcomeLabels[row.outcome]}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FailureAlert text={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose} disabled={busy}>
            {answer.applied ? 'Close' : 'Cancel'}
          </Button>
          {!answer.applied && will > 0 ? (
            <Button variant="contained" onClick={onApply} disabled={busy}>
              {busy ? 'Applying...' : `${label} ${will} paper${will === 1 ? '' : 's'}`}
            </Button>
          ) : null}
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
