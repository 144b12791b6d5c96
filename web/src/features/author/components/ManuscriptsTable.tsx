// The author's submissions: one row per manuscript with its files, payment and payment action.
import { Link as RouterLink } from 'react-router';
import { Link, TableCell, TableRow, Typography } from '@mui/material';
import { SimpleTable } from '../../../components/tables/SimpleTable';
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
    <SimpleTable label="Your submissions" columns={columns} empty={Messages.noSubmissions} rowCount={rows.length}>
      {rows.map((row) => (
        <ManuscriptTableRow key={row.paperId} row={row} />
      ))}
    </SimpleTable>
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
