// The author's submissions: one row per manuscript with its files, payment and payment action.
import { Link as RouterLink } from 'react-router';
import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { canEditPayment, showsComments, type ManuscriptRow } from '../utils/manuscript';
import { StatusChip } from './StatusChip';

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
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Your submissions">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {Messages.noSubmissions}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => <ManuscriptTableRow key={row.paperId} row={row} />)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ManuscriptTableRow({ row }: { row: ManuscriptRow }) {
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
        {row.fileUrl ? (
          <Link href={row.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={`View manuscript ${row.paperId}`}>
            View
          </Link>
        ) : (
          'N/A'
        )}
      </TableCell>
      <TableCell>
        {showsComments(row) ? (
          <Link href={row.commentsPath} target="_blank" rel="noopener noreferrer" aria-label={`View PDF of reviewer comments for ${row.paperId}`}>
            View PDF
          </Link>
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
          </>
        ) : (
          'Not Paid'
        )}
      </TableCell>
      <TableCell>
        {canEditPayment(row) ? (
          <Link component={RouterLink} to={paths.authorPayment(row.paperId)} aria-label={`${row.payment ? 'Edit' : 'Add'} payment for ${row.paperId}`}>
            {row.payment ? 'Edit Payment' : 'Add Payment'}
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
