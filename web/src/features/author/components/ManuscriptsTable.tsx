// The author's submissions: one row per manuscript with its files, payment and payment action. Files
// are served only with the ID token, so their links fetch them (ProtectedFileLink) rather than navigate.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Link, TableCell, TableRow, Typography } from '@mui/material';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { canEditPayment, paymentAction, showsComments, type ManuscriptRow } from '../utils/manuscript';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { StatusChip } from '../../../components/display/StatusChip';

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

export function ManuscriptsTable({ rows }: { rows: ManuscriptRow[] }) {
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <>
      {fileError ? (
        <Alert severity="error" role="alert" onClose={() => setFileError(null)} sx={{ mb: 2 }}>
          {fileError}
        </Alert>
      ) : null}
      <SimpleTable label="Your submissions" columns={columns} empty={Messages.noSubmissions} rowCount={rows.length}>
        {rows.map((row) => (
          <ManuscriptTableRow key={row.paperId} row={row} onFileError={setFileError} />
        ))}
      </SimpleTable>
    </>
  );
}

function ManuscriptTableRow({ row, onFileError }: { row: ManuscriptRow; onFileError: (message: string) => void }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {row.paperId}
      </TableCell>
      <TableCell>{row.title}</TableCell>
      <TableCell>
        <StatusChip status={row.status} />
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
              UPI: {row.payment.upiId}
            </Typography>
            <Typography variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
              Date: {row.payment.paymentDate}
            </Typography>
            {row.payment.receiptPath ? (
              <Typography variant="caption" component="div">
                <ProtectedFileLink url={row.payment.receiptPath} label={`View receipt for ${row.paperId}`} onError={onFileError}>
                  View receipt
                </ProtectedFileLink>
              </Typography>
            ) : null}
          </>
        ) : (
          'Not Paid'
        )}
      </TableCell>
      <TableCell>
        {canEditPayment(row) ? (
          <Link component={RouterLink} to={paths.authorPayment(row.paperId)} aria-label={`${paymentAction(row)} for ${row.paperId}`}>
            {paymentAction(row)}
          </Link>
        ) : (
          'N/A'
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.submissionDate}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.lastUpdatedOn}</TableCell>
    </TableRow>
  );
}
