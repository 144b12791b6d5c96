// The invitations sent, 25 a page, by state (invited, opened, accepted, declined, expired, bounced) and
// search: each with the answer (the load and topics accepted, or the reason declined), the colleagues
// declined invitees suggested, and reminders to those who have not answered, with a preview.
import { useState } from 'react';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { Messages, formatDate, invitationStateLabels, invitationStates, type InvitationState } from '@confsys/domain';
import { LoadState } from '../../../components/layout/AdminPage';
import { choicesOf } from '../../../components/forms/SelectField';
import { FilterBar } from '../../../components/tables/FilterBar';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { CursorSteps, usePageTrail } from '../../../components/tables/CursorSteps';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';
import { useInvitations, useRemindersPreview, useSendReminders, type InvitationList } from '../../../api/committee/invitations';
import { InvitationRowsDialog } from './InvitationRowsDialog';

const stateChoices = [{ value: '' as const, label: 'Every state' }, ...choicesOf(invitationStates, invitationStateLabels)];

function answerOf(invitation: InvitationList['invitations'][number]): string {
  if (invitation.accepted) return `Accepted ${invitation.accepted.load} paper${invitation.accepted.load === 1 ? '' : 's'}${invitation.accepted.email !== invitation.email ? ` as ${invitation.accepted.email}` : ''}${invitation.accepted.topics.length > 0 ? `; ${invitation.accepted.topics.join(', ')}` : ''}${invitation.accepted.lateRequests ? '; late requests welcome' : ''}`;
  if (invitation.declined) return `Declined${invitation.declined.reason ? `: ${invitation.declined.reason}` : ''}`;
  return invitation.remindedAt.length > 0 ? `Reminded ${invitation.remindedAt.length} time${invitation.remindedAt.length === 1 ? '' : 's'}` : '';
}

export function InvitationsList({ onDone }: { onDone: (message: string) => void }) {
  const [state, setState] = useState<InvitationState | ''>('');
  const [q, setQ] = useState('');
  const trail = usePageTrail();
  const list = useInvitations({ state, q, cursor: trail.page });
  const reminders = usePreviewThenApply(useRemindersPreview(), useSendReminders(), (result) => onDone(result.message));

  return (
    <Box>
      <FilterBar label="State" value={state} choices={stateChoices} onChoose={setState} searchLabel="Search name or email" onSearch={setQ} onFilter={trail.restart}>
        <Button variant="outlined" disabled={reminders.previewing} onClick={() => reminders.showPreview(undefined)}>
          {reminders.previewing ? 'Previewing...' : 'Remind those who have not answered'}
        </Button>
      </FilterBar>
      <FailureAlert text={reminders.previewFailure} sx={{ mb: 2 }} />
      <LoadState query={list} loadingText={Messages.loading}>
        {(data) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {data.total} invitation{data.total === 1 ? '' : 's'}.
            </Typography>
            <SimpleTable label="Invitations" columns={['Name', 'Email', 'State', 'Answer', 'Sent', 'Answer by']} empty="No invitations match.">
              {data.invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell>
                    {invitation.name}
                    {invitation.affiliation ? (
                      <Typography variant="body2" color="text.secondary">
                        {invitation.affiliation}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                  <TableCell>{invitationStateLabels[invitation.state]}</TableCell>
                  <TableCell>{answerOf(invitation)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invitation.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invitation.expiresAt)}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
            <CursorSteps trail={trail} next={data.next} items="invitations" />
            {data.suggestions.length > 0 ? (
              <Box sx={{ mt: 3 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  Colleagues suggested by those who declined
                </Typography>
                <SimpleTable label="Suggested colleagues" columns={['Name', 'Email', 'Suggested by', 'Invited']} empty="None.">
                  {data.suggestions.map((suggestion) => (
                    <TableRow key={`${suggestion.invitationId}|${suggestion.email}`}>
                      <TableCell>{suggestion.name}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{suggestion.email}</TableCell>
                      <TableCell>{suggestion.suggestedBy}</TableCell>
                      <TableCell>{suggestion.invited ? 'Yes' : 'Not yet'}</TableCell>
                    </TableRow>
                  ))}
                </SimpleTable>
              </Box>
            ) : null}
          </>
        )}
      </LoadState>
      {reminders.answer ? <InvitationRowsDialog what="Reminders" answer={reminders.answer} busy={reminders.applying} failure={reminders.applyFailure} onSend={reminders.apply} onClose={reminders.close} /> : null}
    </Box>
  );
}
