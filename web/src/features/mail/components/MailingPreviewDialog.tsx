// A mailing's preview: how many messages will go, the first ones as their recipients will read them, and
// everyone skipped with why; Send queues exactly those. Once sent it says how many were queued and links
// to the Email screen listing this mailing's messages with each one's delivery.
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { paths } from '../../../config/paths';
import type { MailingAnswer } from '../../../api/mail/sendMailing';

const skippedColumns = ['Name', 'Email', 'Paper', 'Why not'];

interface MailingPreviewDialogProps {
  answer: MailingAnswer;
  busy: boolean;
  failure: string | null;
  onSend: () => void;
  onClose: () => void;
}

export function MailingPreviewDialog({ answer, busy, failure, onSend, onClose }: MailingPreviewDialogProps) {
  const sending = !answer.applied && answer.count > 0;
  return (
    <ActionDialog
      title={answer.applied ? 'Mailing sent' : 'Mailing preview'}
      size="lg"
      {...(sending ? { actionLabel: busy ? 'Sending...' : `Send ${answer.count} message${answer.count === 1 ? '' : 's'}`, onAction: onSend } : {})}
      busy={busy}
      failure={failure}
      closeLabel={answer.applied ? 'Close' : 'Cancel'}
      onClose={onClose}
      extraActions={
        answer.applied ? (
          <Button component={RouterLink} to={paths.adminEmailOfMailing(answer.previewId)}>
            See their delivery
          </Button>
        ) : null
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {answer.message}
      </Typography>
      {answer.samples.map((sample) => (
        <Box key={`${sample.to}|${sample.paperId ?? ''}`} component="section" aria-label={`Message to ${sample.name}`} sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            To: {sample.name} &lt;{sample.to}&gt;{sample.paperId ? ` · about ${sample.paperId}` : ''}
          </Typography>
          <Typography variant="subtitle2" component="p" sx={{ my: 1 }}>
            {sample.subject}
          </Typography>
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
            {sample.text}
          </Box>
        </Box>
      ))}
      {answer.skipped.length > 0 ? (
        <SimpleTable label="Skipped recipients" columns={skippedColumns} empty="">
          {answer.skipped.map((row) => (
            <TableRow key={`${row.email}|${row.paperId ?? ''}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
              <TableCell>{row.paperId ?? ''}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      ) : null}
    </ActionDialog>
  );
}
