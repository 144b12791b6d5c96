// Email (/admin/email): the outbox, newest first, a page at a time and live (a queued message turns
// into Sent as it is delivered), filtered by delivery state (`?state=ERROR`, kept in the URL). Preview
// shows a message as sent; Resend queues a failed one again, its outcome in a snackbar. `?mailing=<id>` lists
// one mailing's messages; "Write to a group" opens the chair's mailing form.
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { Messages, type MailState } from '@confsys/domain';
import { ActionSnackbar } from '../../../components/feedback/ActionSnackbar';
import type { Notice } from '../../../components/feedback/FormNotice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../config/paths';
import { useMailPage, type MailCursor, type MailRow } from '../../../api/mail/getMailPage';
import { resendMail } from '../../../api/mail/resendMail';
import { AdminPage } from '../../../components/layout/AdminPage';
import { MailGrid } from '../components/MailGrid';
import { MailPreviewDialog } from '../components/MailPreviewDialog';
import { MailStateFilter } from '../components/MailStateFilter';
import { outcomeNotice } from '../../../lib/failures';
import { mailReadFailure, mailStateFromParam, mailStateParam, mailingFromParam, mailingParam, noMailText, withMailState, withoutMailing } from '../utils/mail';
import type { MailFilter } from '../../../api/mail/mailPaging';
import { defaultGridPageSize, firstPage, movePage, pagedRowCount, paginationModelOf } from '../../../components/tables/cursorPaging';

export default function EmailPage() {
  usePageTitle('Email');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = mailStateFromParam(searchParams.get(mailStateParam));
  const mailingId = mailingFromParam(searchParams.get(mailingParam));
  const [pageSize, setPageSize] = useState(defaultGridPageSize);
  const [notice, setNotice] = useState<Notice>(null);

  const showState = useCallback(
    (chosen: MailState | null) => setSearchParams((current) => withMailState(current, chosen), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  return (
    <AdminPage title="Email">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every message the conference sends, newest first. A failed message can be sent again; the list follows deliveries as they happen.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" component={RouterLink} to={paths.adminMailing}>
          Write to a group
        </Button>
      </Box>
      <MailStateFilter state={state} onChange={showState} />
      {mailingId ? (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button onClick={() => setSearchParams((current) => withoutMailing(current), { replace: true, preventScrollReset: true })}>Every message</Button>}>
          The messages of one mailing ({mailingId}): each one&apos;s delivery.
        </Alert>
      ) : null}
      {/* Another filter starts again at the first page (its cursors belong to the other list). */}
      <Outbox key={`${state ?? 'all'}|${mailingId ?? ''}`} filter={{ state, mailingId }} initialPageSize={pageSize} onPageSizeChange={setPageSize} onOutcome={setNotice} />
      <ActionSnackbar notice={notice} onClose={() => setNotice(null)} />
    </AdminPage>
  );
}

interface OutboxProps {
  filter: MailFilter;
  initialPageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  onOutcome: (notice: Notice) => void;
}

function Outbox({ filter, initialPageSize, onPageSizeChange, onOutcome }: OutboxProps) {
  const [paging, setPaging] = useState(() => firstPage<MailCursor>(initialPageSize));
  const page = useMailPage(filter, paging);
  const [previewing, setPreviewing] = useState<MailRow | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  // Forward only from the page on screen: while the next one loads, the cursor shown is not yet its own.
  const last = page.status === 'ready' && !page.updating ? page.last : undefined;
  const paginationModel = useMemo(() => paginationModelOf(paging), [paging]);

  const changePage = useCallback(
    (model: GridPaginationModel) => {
      setPaging((current) => movePage(current, model, last));
      onPageSizeChange(model.pageSize);
    },
    [last, onPageSizeChange],
  );

  const resend = useCallback(
    async (row: MailRow) => {
      setResendingId(row.id);
      onOutcome(await outcomeNotice(() => resendMail(row.id), { done: Messages.mailResent }));
      setResendingId(null);
    },
    [onOutcome],
  );
  const startResend = useCallback((row: MailRow) => void resend(row), [resend]);

  if (page.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {mailReadFailure(page.error)}
      </Alert>
    );
  }
  if (page.status === 'loading') {
    return (
      <Typography role="status" sx={{ py: 4 }}>
        Loading messages...
      </Typography>
    );
  }
  const { rows } = page;
  // The preview follows the message live while it is on the page (Sending, then Sent).
  const previewed = previewing ? (rows.find((row) => row.id === previewing.id) ?? previewing) : null;
  return (
    <>
      <MailGrid
        rows={rows}
        rowCount={pagedRowCount(page.counted, paging, rows.length)}
        paginationModel={paginationModel}
        onPaginationModelChange={changePage}
        loading={page.updating}
        emptyText={noMailText(filter.state)}
        resendingId={resendingId}
        onPreview={setPreviewing}
        onResend={startResend}
      />
      {previewed ? <MailPreviewDialog mail={previewed} onClose={() => setPreviewing(null)} /> : null}
    </>
  );
}
