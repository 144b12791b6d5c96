// Payments (/admin/payments): the treasurer's list of participants' payments, newest first, 25 a page
// from the server, filtered by state and searched by name, email, paper ID or UTR (both kept in the URL).
// Per payment: preview the uploaded receipt, verify it (its receipt or tax invoice is numbered and
// emailed), reject it with a reason, and once verified open its invoice or issue a credit note. The
// selected payments can be verified together, after a preview. Download CSV saves payments.csv for the
// accounts office.
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiPaths, paymentPageSize, type ParticipantPayment, type PaymentState } from '@confsys/domain';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePayments, useReloadPayments } from '../../../api/payments/getPayments';
import { AdminPage, LoadState, type Notice } from '../../../components/layout/AdminPage';
import { PaymentsBulkVerifyDialog } from '../components/PaymentsBulkVerifyDialog';
import { PaymentsCreditNoteDialog } from '../components/PaymentsCreditNoteDialog';
import { PaymentsFilters } from '../components/PaymentsFilters';
import { PaymentsGrid, type PaymentAction, type PaymentDialogProps } from '../components/PaymentsGrid';
import { PaymentsReceiptDialog } from '../components/PaymentsReceiptDialog';
import { PaymentsRejectDialog } from '../components/PaymentsRejectDialog';
import { PaymentsVerifyDialog } from '../components/PaymentsVerifyDialog';
import { pagerFor, useCursorPaging } from '../../../components/tables/useCursorPaging';
import { pageCursor } from '../../../components/tables/cursorPaging';
import { serverMessage } from '../../../lib/failures';
import { noPaymentsText, paymentsQuery, paymentsScope, paymentsViewFromParams, withPaymentsView, type PaymentsView } from '../utils/payments';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { SelectionControls } from '../../../components/tables/SelectionControls';
import { useRowSelection } from '../../../components/tables/useRowSelection';

const csvFileName = 'payments.csv';
const paymentIdOf = (payment: ParticipantPayment) => payment.id;
const loadFailed = 'The payments could not be loaded. Reload the page to try again.';
/** The server pages payments 25 at a time, whatever is asked. */
const pageSizes = [paymentPageSize] as const;

/** Each row action's dialog. */
const rowDialogs: Record<PaymentAction, ComponentType<PaymentDialogProps>> = {
  preview: PaymentsReceiptDialog,
  verify: PaymentsVerifyDialog,
  reject: PaymentsRejectDialog,
  credit: PaymentsCreditNoteDialog,
};

function RowDialog({ kind, ...props }: PaymentDialogProps & { kind: PaymentAction }) {
  const Dialog = rowDialogs[kind];
  return <Dialog {...props} />;
}

type OpenDialog = { kind: PaymentAction; payment: ParticipantPayment } | { kind: 'bulk'; payments: ParticipantPayment[] } | null;

export default function PaymentsPage() {
  usePageTitle('Payments');
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => paymentsViewFromParams(params), [params]);
  const change = useCallback(
    (changes: Partial<PaymentsView>) => setParams((current) => withPaymentsView(current, changes), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const showState = useCallback((state: PaymentState | null) => change({ state }), [change]);
  const search = useCallback((text: string) => change({ search: text }), [change]);
  const cursorPaging = useCursorPaging<string>(paymentsScope(view), paymentPageSize);
  const query = useMemo(() => paymentsQuery(view, pageCursor(cursorPaging.paging)), [view, cursorPaging.paging]);
  const payments = usePayments(query);
  const reload = useReloadPayments();
  const [notice, setNotice] = useState<Notice>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { open: openFile, openingUrl } = useProtectedFile(setFileError);
  const rows = useMemo(() => payments.data?.payments ?? [], [payments.data]);
  const selection = useRowSelection(rows, paymentIdOf);
  const act = useCallback((kind: PaymentAction, payment: ParticipantPayment) => setDialog({ kind, payment }), []);

  function done(text: string) {
    setDialog(null);
    setNotice({ severity: 'success', text });
  }

  function verifySelected() {
    // The rows on screen are the freshest; a payment on another page is as it was seen.
    setDialog({ kind: 'bulk', payments: [...selection.rows] });
  }

  function downloadCsv() {
    setFileError(null);
    openFile(ApiPaths.paymentsCsv, csvFileName);
  }

  const csvButton = (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadCsv} disabled={openingUrl === ApiPaths.paymentsCsv}>
      Download CSV
    </Button>
  );

  return (
    <AdminPage title="Payments" action={csvButton} notice={notice} onCloseNotice={() => setNotice(null)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Participants&apos; payments, newest first. Check each receipt against the amount due, then verify the payment: its receipt or tax invoice is numbered and emailed to
        the participant. A verified payment is corrected by a credit note.
      </Typography>
      <FailureAlert text={fileError} onClose={() => setFileError(null)} sx={{ mb: 2 }} />
      <PaymentsFilters view={view} onState={showState} onSearch={search} />
      <Stack component="section" aria-label="Bulk verification" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SelectionControls selection={selection} noun={['payment', 'payments']}>
          <Button variant="contained" disabled={selection.rows.length === 0} onClick={verifySelected}>
            Verify selected
          </Button>
        </SelectionControls>
      </Stack>
      <LoadState query={payments} loadingText="Loading payments..." errorText={serverMessage(payments.error) ?? loadFailed}>
        {(data, reloading) => (
          <PaymentsGrid
            page={{ rows: data.payments, paging: { ...pagerFor(cursorPaging, { total: data.total, next: data.next, rows: data.payments.length, reloading }), pageSizeOptions: pageSizes }, loading: reloading, emptyText: noPaymentsText(view) }}
            selection={selection}
            onAction={act}
            onFileError={setFileError}
          />
        )}
      </LoadState>
      {dialog && dialog.kind !== 'bulk' ? <RowDialog kind={dialog.kind} payment={dialog.payment} onDone={done} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'bulk' ? (
        <PaymentsBulkVerifyDialog
          payments={dialog.payments}
          onDone={(summary) => {
            selection.clear();
            setNotice({ severity: 'success', text: summary });
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </AdminPage>
  );
}
