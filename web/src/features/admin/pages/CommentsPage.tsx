// Reviewer Comments (/admin/comments): each reviewed paper with its review state. View opens the review
// PDF, Edit opens the evaluation form in admin mode, Send releases the review to the author, Accept and
// Reject decide the paper; every change is confirmed first and reloads the list.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, PaperStatus, type ReviewerCommentView } from '@confsys/domain';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { RouteNotice } from '../../../components/feedback/RouteNotice';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { DataTable } from '../../../components/tables/DataTable';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useReviewerComments } from '../api/getReviewerComments';
import { sendReview } from '../api/sendReview';
import { updatePaperStatus, type Decision } from '../api/updatePaperStatus';
import { AdminPage, LoadState, type Notice } from '../components/AdminPage';
import { adminReviewFormLink, commentActions, commentStatusDisplay } from '../utils/comments';
import { errorText } from '../utils/failures';
import { orNotAvailable } from '../utils/papers';

type PendingAction = { action: 'send' | 'accept' | 'reject'; row: ReviewerCommentView };

const confirmations = {
  send: {
    title: 'Send Review',
    confirmLabel: 'Send',
    color: 'primary',
    message: (row: ReviewerCommentView) =>
      `Send the review of paper ${row._id} ("${row.paperTitle}") to the author? Once sent, the review can no longer be edited.`,
  },
  accept: {
    title: 'Accept Paper',
    confirmLabel: 'Accept',
    color: 'success',
    message: (row: ReviewerCommentView) => `Accept paper ${row._id} ("${row.paperTitle}")? Its status becomes Accepted.`,
  },
  reject: {
    title: 'Reject Paper',
    confirmLabel: 'Reject',
    color: 'error',
    message: (row: ReviewerCommentView) =>
      `Reject paper ${row._id} ("${row.paperTitle}")? Its status becomes Rejected and the paper cannot be published.`,
  },
} as const;

const decisions: Record<'accept' | 'reject', Decision> = { accept: PaperStatus.Accepted, reject: PaperStatus.Rejected };

const commentIdOf = (row: ReviewerCommentView) => row._id;

export default function CommentsPage() {
  usePageTitle('Reviewer Comments');
  const navigate = useNavigate();
  const [comments, reload] = useReviewerComments();
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);

  const columns = useMemo<GridColDef<ReviewerCommentView>[]>(
    () => [
      { field: '_id', headerName: 'Paper ID', width: 150 },
      { field: 'paperTitle', headerName: 'Paper Title', flex: 1, minWidth: 220 },
      { field: 'reviewerName', headerName: 'Reviewer Name', width: 180, valueGetter: (_value, row) => orNotAvailable(row.reviewerName) },
      {
        field: 'status',
        headerName: 'Status',
        width: 170,
        valueGetter: (_value, row) => commentStatusDisplay(row).text,
        renderCell: ({ row }) => {
          const display = commentStatusDisplay(row);
          return display.badge ? <Chip size="small" color="warning" label={display.text} /> : display.text;
        },
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 440,
        sortable: false,
        filterable: false,
        renderCell: ({ row, tabIndex }) => {
          const allowed = commentActions(row);
          const pdfPath = row.pdfPath ?? '';
          return (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                size="small"
                variant="outlined"
                tabIndex={tabIndex}
                disabled={!allowed.view || openingUrl === pdfPath}
                aria-label={`View review of ${row._id}`}
                onClick={() => openFile(pdfPath)}
              >
                View
              </Button>
              <Button
                size="small"
                variant="outlined"
                tabIndex={tabIndex}
                disabled={!allowed.edit}
                aria-label={`Edit review of ${row._id}`}
                onClick={() => void navigate(adminReviewFormLink(row))}
              >
                Edit
              </Button>
              <Button
                size="small"
                variant="outlined"
                tabIndex={tabIndex}
                disabled={!allowed.send}
                aria-label={`Send review of ${row._id}`}
                onClick={() => setPending({ action: 'send', row })}
              >
                Send
              </Button>
              <Button
                size="small"
                variant="contained"
                color="success"
                tabIndex={tabIndex}
                disabled={!allowed.accept}
                aria-label={`Accept ${row._id}`}
                onClick={() => setPending({ action: 'accept', row })}
              >
                Accept
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                tabIndex={tabIndex}
                disabled={!allowed.reject}
                aria-label={`Reject ${row._id}`}
                onClick={() => setPending({ action: 'reject', row })}
              >
                Reject
              </Button>
            </Stack>
          );
        },
      },
    ],
    [navigate, openFile, openingUrl],
  );

  async function confirm() {
    if (!pending) return;
    const { action, row } = pending;
    setBusy(true);
    try {
      if (action === 'send') {
        const answer = await sendReview(row._id);
        setNotice({ severity: 'success', text: answer?.message || Messages.reviewSent });
      } else {
        const answer = await updatePaperStatus(row._id, decisions[action]);
        setNotice({ severity: 'success', text: answer?.message || Messages.statusUpdated(decisions[action]) });
      }
      reload();
    } catch (error) {
      const text = errorText(error);
      setNotice({ severity: 'error', text: action === 'send' ? Messages.sendReviewFailed(text) : Messages.updateStatusFailed(text) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const confirmation = pending ? confirmations[pending.action] : null;

  return (
    <AdminPage title="Reviewer Comments" notice={notice} onCloseNotice={() => setNotice(null)}>
      <RouteNotice />
      <LoadState state={comments} loadingText={Messages.loading} errorText={Messages.failedToFetchComments}>
        {(data, reloading) => (
          <DataTable
            label="Reviewer comments"
            rows={data}
            columns={columns}
            getRowId={commentIdOf}
            emptyText={Messages.noComments}
            loading={reloading}
          />
        )}
      </LoadState>
      {pending && confirmation ? (
        <ConfirmDialog
          open
          title={confirmation.title}
          message={confirmation.message(pending.row)}
          confirmLabel={confirmation.confirmLabel}
          confirmColor={confirmation.color}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </AdminPage>
  );
}
