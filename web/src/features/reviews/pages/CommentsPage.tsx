// Reviewer Comments (/admin/comments), the chair's decision table: one row per paper with a reviewer or
// a review, a page at a time from the server; its submitted and assigned reviews, the overall scores'
// mean and spread, each review's recommendation and confidence (and how a resubmitted review changed),
// the discussion (linked) and the authors' response under the status, and the actions: the reviews in
// detail (and Edit of each), View of the comments PDF, Send to the author, Accept and Reject, and Release
// for response while it can be used, each confirmed first, then the page is read again. A search (paper ID, title word, author's name) and a status
// filter above the grid, kept in the URL with the sort. Only Paper ID and Title sort (on the server,
// through the whole table); the scores, reviews and recommendations are worked out per page, so those
// columns no longer sort or filter.
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, PaperStatus, type ReviewerCommentView } from '@confsys/domain';
import { paperStatusDisplay } from '../../../components/display/paperStatus';
import { StatusChip } from '../../../components/display/StatusChip';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { RouteNotice } from '../../../components/feedback/RouteNotice';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useReviewerCommentsPage } from '../../../api/reviews/getReviewerComments';
import { useReleaseResponse } from '../../../api/discussion/releaseResponse';
import { useSendReview } from '../../../api/decisions/sendReview';
import { useUpdatePaperStatus, type Decision } from '../../../api/decisions/updatePaperStatus';
import { AdminPage, type Notice } from '../../../components/layout/AdminPage';
import { PaperListGrid } from '../../submissions/components/PaperListGrid';
import { PaperReviewsDialog } from '../components/PaperReviewsDialog';
import { usePaperList } from '../../submissions/hooks/usePaperList';
import {
  adminDiscussionLink,
  canReleaseResponse,
  commentActions,
  commentStatusDisplay,
  discussionText,
  fewerReviewsWarning,
  formatScore,
  recommendationsText,
  releaseConfirmation,
  responseStateText,
  reviewChanges,
  reviewCount,
  sendConfirmation,
  timingSummary,
} from '../utils/comments';
import { errorText } from '../../../lib/failures';
import { everyStatusChoice, type SortFields } from '../../submissions/utils/paperList';

type PendingAction = { action: 'send' | 'accept' | 'reject' | 'release'; row: ReviewerCommentView };

const confirmations = {
  send: {
    title: 'Send Review',
    confirmLabel: 'Send',
    color: 'primary',
    message: sendConfirmation,
  },
  accept: {
    title: 'Accept Paper',
    confirmLabel: 'Accept',
    color: 'success',
    message: (row: ReviewerCommentView) => `Accept paper ${row._id} ("${row.paperTitle}")? Its status becomes Accepted.`,
  },
  release: {
    title: 'Release for Response',
    confirmLabel: 'Release',
    color: 'primary',
    message: releaseConfirmation,
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

const noComments: readonly ReviewerCommentView[] = [];
const commentsTable = { label: 'Reviewer comments', keyColumns: ['paperTitle', 'status', 'actions'], getRowId: (row: ReviewerCommentView) => row._id };
const sortFields: SortFields = { paperId: '_id', title: 'paperTitle' };

export default function CommentsPage() {
  usePageTitle('Reviewer Comments');
  const list = usePaperList({ statusChoices: everyStatusChoice, sortFields });
  const comments = useReviewerCommentsPage(list.query);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [details, setDetails] = useState<ReviewerCommentView | null>(null);
  const sending = useSendReview();
  const deciding = useUpdatePaperStatus();
  const releasing = useReleaseResponse();
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);
  const target = comments.status === 'success' ? comments.data.reviewersPerPaper : 0;
  /** The row as last read: the reviews dialog follows a reload (after Send, its reviews show as sent). */
  const latest = (row: ReviewerCommentView) => (comments.status === 'success' ? comments.data.reviewerComments.find((candidate) => candidate._id === row._id) : undefined) ?? row;

  const columns = useMemo<GridColDef<ReviewerCommentView>[]>(
    () => [
      { field: '_id', headerName: 'Paper ID', width: 118 },
      { field: 'paperTitle', headerName: 'Paper Title', flex: 1, minWidth: 100 },
      {
        field: 'status',
        headerName: 'Status',
        width: 150,
        sortable: false,
        valueGetter: (_value, row) => paperStatusDisplay(row.status).label,
        description: "The paper's status, its reviewers' discussion and the authors' response",
        renderCell: ({ row, tabIndex }) => {
          const { status, note } = commentStatusDisplay(row);
          const discussion = discussionText(row);
          const response = responseStateText(row);
          return (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StatusChip status={status} />
              {note ? (
                <Typography variant="caption" color="text.secondary">
                  {note}
                </Typography>
              ) : null}
              <Link component={RouterLink} to={adminDiscussionLink(row)} tabIndex={tabIndex} variant="caption" aria-label={`${discussion}: discussion of ${row._id}`}>
                {discussion}
              </Link>
              {response ? (
                <Typography variant="caption" color="text.secondary">
                  {response}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      },
      {
        field: 'submitted',
        headerName: 'Reviews',
        description: 'Submitted of assigned, and those late or overdue',
        type: 'number',
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => row.summary.submitted,
        renderCell: ({ row }) => {
          const timing = timingSummary(row);
          return (
            <span>
              {reviewCount(row)}
              {timing ? (
                <Box component="span" sx={{ display: 'block', color: 'error.main', fontWeight: 600, lineHeight: 1.2 }}>
                  {timing}
                </Box>
              ) : null}
            </span>
          );
        },
      },
      { field: 'mean', headerName: 'Mean', description: 'Mean overall score (1-4)', type: 'number', width: 66, sortable: false, valueGetter: (_value, row) => row.summary.mean, valueFormatter: (value: number | null) => formatScore(value) },
      { field: 'spread', headerName: 'Spread', description: 'Standard deviation of the overall scores', type: 'number', width: 72, sortable: false, valueGetter: (_value, row) => row.summary.spread, valueFormatter: (value: number | null) => formatScore(value) },
      {
        field: 'recommendations',
        headerName: 'Recommendations',
        description: 'Each submitted review, and how a resubmitted one changed',
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_value, row) => recommendationsText(row),
        renderCell: ({ row, value }) => (
          <span>
            {String(value ?? '')}
            {reviewChanges(row).map(({ label, change }) => (
              <Box component="span" key={label} sx={{ display: 'block', typography: 'caption', lineHeight: 1.3, mt: 0.5 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {label} changed:
                </Box>{' '}
                {change}
              </Box>
            ))}
          </span>
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        // Narrow enough that every column fits beside the sidebar at 1366 px; the buttons wrap onto a
        // second line rather than run past the grid's right edge.
        width: 236,
        sortable: false,
        renderCell: ({ row, tabIndex }) => {
          const allowed = commentActions(row);
          const pdfPath = row.pdfPath ?? '';
          return (
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
              <Tooltip title="The reviews in detail">
                <IconButton size="small" tabIndex={tabIndex} aria-label={`Reviews of ${row._id}`} onClick={() => setDetails(row)}>
                  <RateReviewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="The comments PDF">
                <span>
                  <IconButton
                    size="small"
                    tabIndex={tabIndex}
                    disabled={!allowed.view || openingUrl === pdfPath}
                    aria-label={`View review of ${row._id}`}
                    onClick={() => openFile(pdfPath)}
                  >
                    <PictureAsPdfIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Button size="small" variant="outlined" tabIndex={tabIndex} disabled={!allowed.send} aria-label={`Send review of ${row._id}`} onClick={() => setPending({ action: 'send', row })}>
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
              <Button size="small" variant="outlined" color="error" tabIndex={tabIndex} disabled={!allowed.reject} aria-label={`Reject ${row._id}`} onClick={() => setPending({ action: 'reject', row })}>
                Reject
              </Button>
              {canReleaseResponse(row) ? (
                <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Release for response ${row._id}`} onClick={() => setPending({ action: 'release', row })}>
                  Release for response
                </Button>
              ) : null}
            </Stack>
          );
        },
      },
    ],
    [openFile, openingUrl],
  );

  async function confirm() {
    if (!pending) return;
    const { action, row } = pending;
    try {
      if (action === 'send') {
        const answer = await sending.mutateAsync(row._id);
        setNotice({ severity: 'success', text: answer?.message || Messages.reviewSent });
      } else if (action === 'release') {
        const answer = await releasing.mutateAsync(row._id);
        setNotice({ severity: 'success', text: answer.message || Messages.responseReleased });
      } else {
        const answer = await deciding.mutateAsync({ paperId: row._id, status: decisions[action] });
        setNotice({ severity: 'success', text: answer?.message || Messages.statusUpdated(decisions[action]) });
      }
    } catch (error) {
      const text = errorText(error);
      setNotice({ severity: 'error', text: action === 'send' ? Messages.sendReviewFailed(text) : action === 'release' ? text : Messages.updateStatusFailed(text) });
    } finally {
      setPending(null);
    }
  }

  const confirmation = pending ? confirmations[pending.action] : null;

  return (
    <AdminPage title="Reviewer Comments" notice={notice} onCloseNotice={() => setNotice(null)}>
      <RouteNotice />
      <PaperListGrid
        list={list}
        page={comments}
        rows={comments.data?.reviewerComments ?? noComments}
        table={commentsTable}
        columns={columns}
        noneText={Messages.noComments}
        errorText={Messages.failedToFetchComments}
      />
      {pending && confirmation ? (
        <ConfirmDialog
          open
          title={confirmation.title}
          message={confirmation.message(pending.row) + (pending.action === 'accept' || pending.action === 'reject' ? fewerReviewsWarning(pending.row, target) : '')}
          confirmLabel={confirmation.confirmLabel}
          confirmColor={confirmation.color}
          busy={sending.isPending || deciding.isPending || releasing.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {details ? <PaperReviewsDialog row={latest(details)} target={target} onClose={() => setDetails(null)} /> : null}
    </AdminPage>
  );
}
