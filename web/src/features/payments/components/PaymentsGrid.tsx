// The Payments screen's grid: one page of payments as the server pages them (newest first; the grid
// neither sorts nor filters), each with when it was recorded, the payer, the papers, the transaction
// reference, the amount due and the amount declared (with a warning in words when they differ), the
// state as a labelled chip, and the receipt or invoice number. Per row: Preview receipt; Verify and
// Reject while recorded; Invoice PDF and Credit note once verified. Rows are selected with checkboxes
// (kept across pages) for the bulk verification.
import { useMemo } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { PaperStatus, formatDate, formatDateTime, paymentMatchText, type ParticipantPayment, type PaymentState } from '@confsys/domain';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { PagedDataTable, type PagedTable, type RowsPage } from '../../../components/tables/PagedDataTable';
import type { RowSelection } from '../../../components/tables/useRowSelection';
import { DetailsList } from '../../../components/display/DetailsList';
import { BreakableText } from '../../../components/display/BreakableText';
import { amountMismatch, declaredText, documentText, dueText, payerName, paymentStateNames, paymentSummary } from '../utils/payments';
import { actionsColumn } from '../../../components/tables/actionsColumn';

const paymentIdOf = (row: ParticipantPayment) => row.id;
/** The server's order: newest first. */
const newestFirst: GridSortModel = [{ field: 'recordedAt', sort: 'desc' }];
/** What a phone shows; the other columns stay in the column menu. */
const paymentKeyColumns = ['name', 'reference', 'declared', 'state', 'actions'];

/** A payment's state in the paper statuses' colours (theme/statusPalette.ts), which meet the contrast the site promises; the label says it. */
const stateColours = { recorded: PaperStatus.Submitted, verified: PaperStatus.Published, rejected: PaperStatus.Rejected } as const;

export function PaymentStateChip({ state }: { state: PaymentState }) {
  return (
    <Chip
      size="small"
      label={paymentStateNames[state]}
      sx={(theme) => {
        const colours = theme.palette.paperStatus[stateColours[state]];
        return { backgroundColor: colours.background, color: colours.text, fontWeight: 600 };
      }}
    />
  );
}

/** The declared amount, and in words (with an icon as a second cue) when it is not the amount due. */
export function DeclaredAmount({ payment }: { payment: ParticipantPayment }) {
  const mismatch = amountMismatch(payment);
  if (!mismatch) return <span>{declaredText(payment)}</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'flex-start', fontWeight: 600 }}>
      <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
      <span>{mismatch}</span>
    </Box>
  );
}

/** What the treasurer compares before deciding: the payment, the amount due and the amount declared, and any difference. */
export function PaymentDetails({ payment }: { payment: ParticipantPayment }) {
  return (
    <>
      <DetailsList
        details={[
          { label: 'Payment', value: paymentSummary(payment) },
          { label: 'Amount due', value: dueText(payment) },
          { label: 'Amount declared', value: declaredText(payment) },
        ]}
      />
      <MismatchWarning payment={payment} />
    </>
  );
}

function MismatchWarning({ payment }: { payment: ParticipantPayment }) {
  const mismatch = amountMismatch(payment);
  if (!mismatch) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mt: 2 }}>
      {mismatch}. Check the receipt before verifying.
    </Alert>
  );
}

/** A row's action that opens a dialog. */
export type PaymentAction = 'preview' | 'verify' | 'reject' | 'credit';

/** What a row's dialog is given: the payment, and what to do once the action is done (its message) or the dialog closed. */
export interface PaymentDialogProps {
  payment: ParticipantPayment;
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * A cell of two lines, the second in grey. A long address or reference ends its line after an "@" or a
 * "." (BreakableText), and only a run longer than the column wraps inside, rather than overflow.
 */
function TwoLineCell({ first, second }: { first: string; second: string }) {
  return (
    <span>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        <BreakableText text={first} />
      </Box>
      <br />
      <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <BreakableText text={second} />
      </Typography>
    </span>
  );
}

const paymentsTable: PagedTable<ParticipantPayment> = { label: 'Payments', keyColumns: paymentKeyColumns, getRowId: paymentIdOf, sortModel: newestFirst };

interface PaymentsGridProps {
  page: RowsPage<ParticipantPayment>;
  selection: RowSelection<ParticipantPayment>;
  onAction: (action: PaymentAction, payment: ParticipantPayment) => void;
  onFileError: (message: string) => void;
}

export function PaymentsGrid({ page, selection, onAction, onFileError }: PaymentsGridProps) {
  // A button, as the row's other actions: a link-sized target in a grid cell is too small to hit.
  const file = useProtectedFile(onFileError);
  const columns = useMemo<GridColDef<ParticipantPayment>[]>(
    () => [
      { field: 'recordedAt', headerName: 'Recorded', width: 150, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
      {
        field: 'name',
        headerName: 'Payer',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => payerName(row),
        renderCell: ({ row }) => <TwoLineCell first={payerName(row)} second={row.email} />,
      },
      { field: 'paperIds', headerName: 'Papers', width: 130, sortable: false, valueGetter: (_value, row) => row.paperIds.join(', ') },
      {
        field: 'reference',
        headerName: 'Reference',
        width: 160,
        sortable: false,
        // Without a reference (the spec's paper form allows none), the UPI ID is what the treasurer matches.
        renderCell: ({ row }) => <TwoLineCell first={paymentMatchText(row)} second={`Paid ${formatDate(row.date)}`} />,
      },
      { field: 'due', headerName: 'Amount due', width: 120, sortable: false, valueGetter: (_value, row) => dueText(row) },
      {
        field: 'declared',
        headerName: 'Amount declared',
        width: 190,
        sortable: false,
        valueGetter: (_value, row) => amountMismatch(row) ?? declaredText(row),
        renderCell: ({ row }) => <DeclaredAmount payment={row} />,
      },
      // The state and, under it, the receipt or invoice that verifying issued (its credit notes, or why it was rejected).
      {
        field: 'state',
        headerName: 'State and document',
        width: 180,
        sortable: false,
        valueGetter: (_value, row) => documentText(row),
        renderCell: ({ row }) => (
          <span>
            <PaymentStateChip state={row.state} />
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
              {documentText(row)}
            </Typography>
            {row.creditNotes.map((note) => (
              <Typography key={note.number} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Credit note {note.number}
              </Typography>
            ))}
            {row.state === 'rejected' && row.reason ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                Reason: {row.reason}
              </Typography>
            ) : null}
          </span>
        ),
      },
      actionsColumn(210, ({ row, tabIndex }) => {
        const name = payerName(row);
        return (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', py: 0.5, alignItems: 'center' }}>
            <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Preview receipt of ${name}`} onClick={() => onAction('preview', row)}>
              Preview receipt
            </Button>
            {row.state === 'recorded' ? (
              <>
                <Button size="small" variant="contained" tabIndex={tabIndex} aria-label={`Verify payment of ${name}`} onClick={() => onAction('verify', row)}>
                  Verify
                </Button>
                <Button size="small" variant="outlined" color="error" tabIndex={tabIndex} aria-label={`Reject payment of ${name}`} onClick={() => onAction('reject', row)}>
                  Reject
                </Button>
              </>
            ) : null}
            {row.state === 'verified' ? (
              <>
                <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Invoice PDF of ${name}`} disabled={file.openingUrl === row.invoiceUrl} onClick={() => file.open(row.invoiceUrl)}>
                  Invoice PDF
                </Button>
                <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Credit note for ${name}`} onClick={() => onAction('credit', row)}>
                  Credit note
                </Button>
              </>
            ) : null}
          </Stack>
        );
      }),
    ],
    [onAction, file],
  );
  return <PagedDataTable table={paymentsTable} columns={columns} page={page} selection={selection} />;
}
