// Audit Log (/admin/audit): every admin action that changed what others see, newest first, 25 at a time:
// when, who, in which edition, what, on which target, what changed and the reason given. Filtered by action and by target
// (Paper Management's History opens it on one paper, `?target=paper:<ID>`); the filters are in the URL. A
// row shows the first lines of its change, cut at a word; "Whole change" shows every field in a dialog.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { AuditActions, Messages, builtEdition, formatDateTime, type AuditAction } from '@confsys/domain';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuditLog, type AuditPage } from '../../../api/audit/getAuditLog';
import { AdminPage } from '../../../components/layout/AdminPage';
import { auditActionChoices, auditChangeLines, auditChangeSummary } from '../utils/auditLog';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SelectField } from '../../../components/forms/SelectField';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { CursorSteps, usePageTrail } from '../../../components/tables/CursorSteps';

import { refusalText } from '../../../lib/failures';
import { BreakableText } from '../../../components/display/BreakableText';

const auditColumns = ['When', 'Who', 'Edition', 'Action', 'Target', 'Change', 'Reason'];

type Entry = AuditPage['entries'][number];

/** An entry's change in its row: its first lines, and the whole of it on demand. */
function ChangeCell({ entry, onWhole }: { entry: Entry; onWhole: (entry: Entry) => void }) {
  const summary = auditChangeSummary(auditChangeLines(entry.before, entry.after));
  return (
    <TableCell sx={{ minWidth: '12rem', maxWidth: '28rem' }}>
      {summary.lines.map((line) => (
        <Box key={line} sx={{ overflowWrap: 'break-word' }}>
          <BreakableText text={line} />
        </Box>
      ))}
      {summary.cut ? (
        <Button size="small" sx={{ px: 0, minWidth: 0 }} onClick={() => onWhole(entry)} aria-label={`Whole change of ${entry.target} at ${formatDateTime(entry.at)}`}>
          Whole change
        </Button>
      ) : null}
    </TableCell>
  );
}

export default function AuditLogPage() {
  usePageTitle('Audit Log');
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const target = params.get('target') ?? '';
  const trail = usePageTrail();
  const log = useAuditLog({ action, target, page: trail.page });
  const [draftTarget, setDraftTarget] = useState(target);
  const [whole, setWhole] = useState<Entry | null>(null);

  function filter(changes: { action?: string; target?: string }) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    trail.restart();
    setParams(next, { replace: true });
  }

  function searchTarget(event: FormEvent) {
    event.preventDefault();
    filter({ target: draftTarget.trim() });
  }

  return (
    <AdminPage title="Audit Log">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every change an admin made that others see, written with the change itself: when, by whom, what changed and the reason given. A paper&apos;s entries have the target paper:&lt;Paper ID&gt;.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <SelectField label="Action" value={action} choices={auditActionChoices} onChange={(chosen) => filter({ action: chosen })} sx={{ minWidth: 240 }} />
        <Box component="form" onSubmit={searchTarget} sx={{ display: 'flex', gap: 1 }}>
          <TextField size="small" label="Target" placeholder="paper:ICCS25-0001" value={draftTarget} onChange={(event) => setDraftTarget(event.target.value)} />
          <Button type="submit" variant="outlined">
            Show
          </Button>
        </Box>
      </Stack>
      {log.status === 'error' ? (
        <Alert severity="error" role="alert">
          {refusalText(log.error)}
        </Alert>
      ) : null}
      {log.status === 'pending' ? <Typography role="status">{Messages.loading}</Typography> : null}
      {log.data ? (
        <>
          <SimpleTable label="Audit log entries" columns={auditColumns} empty="No entries match.">
            {log.data.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDateTime(entry.at)}</TableCell>
                <TableCell>
                  <BreakableText text={entry.actor.email} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.edition ?? builtEdition.id}</TableCell>
                <TableCell>{AuditActions[entry.action as AuditAction] ?? entry.action}</TableCell>
                <TableCell>
                  <BreakableText text={entry.target} />
                </TableCell>
                <ChangeCell entry={entry} onWhole={setWhole} />
                <TableCell sx={{ minWidth: '8rem' }}>{entry.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
          <CursorSteps trail={trail} next={log.data.next} items="entries" />
        </>
      ) : null}
      {whole ? (
        <ActionDialog title={`${AuditActions[whole.action as AuditAction] ?? whole.action}: ${whole.target}`} size="md" onClose={() => setWhole(null)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {formatDateTime(whole.at)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {auditChangeLines(whole.before, whole.after, true).map((line) => (
              <Box component="li" key={line} sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
                {line}
              </Box>
            ))}
          </Box>
        </ActionDialog>
      ) : null}
    </AdminPage>
  );
}
