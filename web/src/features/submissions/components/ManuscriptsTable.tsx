// The author's submissions: one row per manuscript with its files, payment, and its actions: add or edit
// the payment once the paper is accepted (until the registration deadline, which the server checks); edit
// the declared conflicts of interest while it is submitted; change the paper until it is decided (and the
// deadline the change form shows); withdraw it, with a confirmation; respond to the reviews once the chair
// released them. Files are served only with the ID token, so their links fetch them (ProtectedFileLink)
// rather than navigate. An archived edition's papers are listed the same way, read-only.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { Messages, formatDate } from '@confsys/domain';
import { BreakableText } from '../../../components/display/BreakableText';
import { paths } from '../../../config/paths';
import { canChangePaper, canEditPayment, canWithdraw, paymentAction, receiptText, showsComments, type ManuscriptRow } from '../utils/manuscript';
import { canEditConflicts, conflictsSummary } from '../utils/conflicts';
import { canRespond } from '../../discussion/utils/response';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { StatusChip } from '../../../components/display/StatusChip';
import type { Notice } from '../../../components/feedback/FormNotice';
import { EditConflictsDialog } from './EditConflictsDialog';
import { WithdrawDialog } from './WithdrawDialog';
import { useRowDialog } from '../../../components/feedback/useRowDialog';

const columns = [
  'Paper ID',
  'Title',
  'Status',
  'View manuscript',
  'Reviewer Comments',
  'Payment',
  'Action',
  'Submission Date',
  'Last Updated On',
] as const;

interface ManuscriptsTableProps {
  rows: ManuscriptRow[];
  /** The table's accessible name: "Your submissions", or the archived edition's. */
  label?: string;
  /** An archived edition's papers: read-only, no action is offered. */
  archived?: boolean;
}

export function ManuscriptsTable({ rows, label = 'Your submissions', archived = false }: ManuscriptsTableProps) {
  const [notice, setNotice] = useState<Notice>(null);
  const editingConflicts = useRowDialog<ManuscriptRow>();
  const withdrawing = useRowDialog<ManuscriptRow>();
  const showFileError = (text: string) => setNotice({ severity: 'error', text });
  const showSuccess = (text: string) => setNotice({ severity: 'success', text });

  return (
    <>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      ) : null}
      <SimpleTable label={label} columns={columns} empty={Messages.noSubmissions}>
        {rows.map((row) => (
          <ManuscriptTableRow key={row.paperId} row={row} archived={archived} onFileError={showFileError} onEditConflicts={editingConflicts.open} onWithdraw={withdrawing.open} />
        ))}
      </SimpleTable>
      {editingConflicts.row ? <EditConflictsDialog paper={editingConflicts.row} onClose={editingConflicts.close} onSaved={editingConflicts.closeThen(showSuccess)} /> : null}
      {withdrawing.row ? <WithdrawDialog paper={withdrawing.row} onClose={withdrawing.close} onWithdrawn={withdrawing.closeThen(showSuccess)} /> : null}
    </>
  );
}

interface ManuscriptTableRowProps {
  row: ManuscriptRow;
  archived: boolean;
  onFileError: (message: string) => void;
  onEditConflicts: (row: ManuscriptRow) => void;
  onWithdraw: (row: ManuscriptRow) => void;
}

function ManuscriptTableRow({ row, archived, onFileError, onEditConflicts, onWithdraw }: ManuscriptTableRowProps) {
  const payable = !archived && canEditPayment(row);
  const conflictsEditable = !archived && canEditConflicts(row.status);
  const changeable = !archived && canChangePaper(row);
  const withdrawable = !archived && canWithdraw(row);
  const respondable = !archived && canRespond(row);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {row.paperId}
      </TableCell>
      <TableCell>{row.title}</TableCell>
      <TableCell>
        <StatusChip status={row.status} />
        {row.withdrawnOn ? (
          <Typography variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
            on {formatDate(row.withdrawnOn)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <ProtectedFileLink url={row.fileUrl} label={`View manuscript ${row.paperId}`} onError={onFileError}>
          View
        </ProtectedFileLink>
      </TableCell>
      <TableCell>
        {showsComments(row) && row.commentsPath ? (
          <ProtectedFileLink url={row.commentsPath} label={`View PDF of reviewer comments for ${row.paperId}`} onError={onFileError}>
            View PDF
          </ProtectedFileLink>
        ) : (
          'N/A'
        )}
      </TableCell>
      <TableCell>
        {row.payment ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Paid
            </Typography>
            <Typography variant="caption" component="div">
              {row.payment.state === 'verified' ? `Verified: ${row.payment.receiptNumber ?? ''}` : 'Awaiting verification'}
            </Typography>
            {row.payment.upiId ? (
              <Typography variant="caption" component="div">
                UPI: {row.payment.upiId}
              </Typography>
            ) : null}
            <Typography variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
              Date: {formatDate(row.payment.paymentDate)}
            </Typography>
            {row.payment.receiptPath ? (
              <Typography variant="caption" component="div">
                <ProtectedFileLink url={row.payment.receiptPath} label={`View receipt for ${row.paperId}`} onError={onFileError}>
                  View receipt
                </ProtectedFileLink>
              </Typography>
            ) : null}
            {row.payment.state === 'verified' && row.payment.invoicePath ? (
              <Typography variant="caption" component="div">
                <ProtectedFileLink url={row.payment.invoicePath} label={`Invoice ${row.payment.receiptNumber ?? ''} for ${row.paperId} (PDF)`} onError={onFileError}>
                  Invoice (PDF)
                </ProtectedFileLink>
              </Typography>
            ) : null}
            {row.payment.receiptErasedAt ? (
              <Typography variant="caption" component="div">
                Receipt image erased {formatDate(row.payment.receiptErasedAt)} (privacy notice)
              </Typography>
            ) : null}
          </>
        ) : (
          'Not Paid'
        )}
      </TableCell>
      <TableCell>
        {payable || conflictsEditable || changeable || withdrawable || respondable ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {respondable ? (
              <Link component={RouterLink} to={paths.authorResponseFor(row.paperId)} aria-label={`Respond to reviews of ${row.paperId}`} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                Respond to reviews
              </Link>
            ) : null}
            {changeable ? (
              <Link component={RouterLink} to={paths.editPaper(row.paperId)} aria-label={`Change paper ${row.paperId}`} sx={{ whiteSpace: 'nowrap' }}>
                Change paper
              </Link>
            ) : null}
            {payable ? (
              <Link component={RouterLink} to={paths.authorPayment(row.paperId)} aria-label={`${paymentAction(row)} for ${row.paperId}`}>
                {paymentAction(row)}
              </Link>
            ) : null}
            {conflictsEditable ? (
              <div>
                <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} aria-label={`Edit conflicts for ${row.paperId}`} onClick={() => onEditConflicts(row)}>
                  Edit conflicts
                </Button>
                <Typography variant="caption" component="div">
                  {conflictsSummary(row.excludedReviewers.length)}
                </Typography>
              </div>
            ) : null}
            {withdrawable ? (
              <Button size="small" color="error" variant="outlined" sx={{ whiteSpace: 'nowrap' }} aria-label={`Withdraw paper ${row.paperId}`} onClick={() => onWithdraw(row)}>
                Withdraw
              </Button>
            ) : null}
          </Stack>
        ) : (
          'N/A'
        )}
      </TableCell>
      <TableCell sx={{ minWidth: '8rem' }}>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.submissionDate)}
        </Box>
        {row.receipt ? (
          <Typography variant="caption" component="div">
            <BreakableText text={receiptText(row.receipt)} />
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.lastUpdatedOn)}</TableCell>
    </TableRow>
  );
}
