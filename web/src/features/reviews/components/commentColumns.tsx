// The Reviewer Comments grid's columns: the paper, its status with the discussion and the authors'
// response, the reviews submitted of assigned (and those late), the overall scores' mean ± spread, the recommendations (and how a resubmitted review changed), and
// the actions on the paper; a paper the similarity check flags says so under its status, opening the report.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReviewerCommentView } from '@confsys/domain';
import { paperStatusDisplay } from '../../../components/display/paperStatus';
import { StatusChip } from '../../../components/display/StatusChip';
import { actionsColumn } from '../../../components/tables/actionsColumn';
import { statusColumn } from '../../../components/tables/statusColumn';
import {
  adminDiscussionLink,
  canReleaseResponse,
  commentActions,
  commentStatusDisplay,
  discussionText,
  formatScore,
  recommendationsText,
  responseStateText,
  reviewChanges,
  reviewCount,
  timingSummary,
} from '../utils/comments';

/** An action on a paper that is confirmed before it is done. */
export type CommentAction = 'send' | 'accept' | 'reject' | 'release';

interface CommentColumnsOptions {
  openFile: (url: string) => void;
  openingUrl: string | null;
  onAction: (action: CommentAction, row: ReviewerCommentView) => void;
  /** Opens the paper's reviews in detail. */
  onDetails: (row: ReviewerCommentView) => void;
  /** Opens the paper's similarity report (from its flag). */
  onSimilarity: (row: ReviewerCommentView) => void;
}

export function useCommentColumns({ openFile, openingUrl, onAction, onDetails, onSimilarity }: CommentColumnsOptions): GridColDef<ReviewerCommentView>[] {
  return useMemo<GridColDef<ReviewerCommentView>[]>(
    () => [
    { field: '_id', headerName: 'Paper ID', width: 118 },
    { field: 'paperTitle', headerName: 'Paper Title', flex: 1.2, minWidth: 140 },
    statusColumn({
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
            {row.similarityFlag ? (
              <Link component="button" type="button" variant="caption" color="warning.main" tabIndex={tabIndex} sx={{ textAlign: 'left', fontWeight: 600 }} aria-label={`Flagged: ${row.similarityFlag}. Open the similarity report`} onClick={() => onSimilarity(row)}>
                {`⚑ ${row.similarityFlag}`}
              </Link>
            ) : null}
          </Stack>
        );
      },
    }),
    {
      field: 'submitted',
      headerName: 'Reviews',
      description: 'Submitted of assigned, and those late or overdue',
      type: 'number',
      width: 96,
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
    // The mean and its spread in one column ("3.25 ± 0.50"), so that every column fits beside the sidebar at 1280 px.
    {
      field: 'mean',
      headerName: 'Score',
      description: 'Mean overall score (1-4) ± the standard deviation of the overall scores',
      width: 104,
      sortable: false,
      valueGetter: (_value, row) => row.summary.mean,
      renderCell: ({ row }) => (row.summary.mean === null ? formatScore(null) : `${formatScore(row.summary.mean)} ± ${formatScore(row.summary.spread)}`),
    },
    {
      field: 'recommendations',
      headerName: 'Recommendations',
      description: 'Each submitted review, and how a resubmitted one changed',
      flex: 1,
      minWidth: 140,
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
    // Narrow enough that every column fits beside the sidebar at 1280 px; the buttons wrap onto a
    // second line rather than run past the grid's right edge.
    actionsColumn(210, ({ row, tabIndex }) => {
      const allowed = commentActions(row);
      const pdfPath = row.pdfPath ?? '';
      return (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <Tooltip title="The reviews in detail">
            <IconButton size="small" tabIndex={tabIndex} aria-label={`Reviews of ${row._id}`} onClick={() => onDetails(row)}>
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
          <Button size="small" variant="outlined" tabIndex={tabIndex} disabled={!allowed.send} aria-label={`Send review of ${row._id}`} onClick={() => onAction('send', row)}>
            Send
          </Button>
          <Button
            size="small"
            variant="contained"
            color="success"
            tabIndex={tabIndex}
            disabled={!allowed.accept}
            aria-label={`Accept ${row._id}`}
            onClick={() => onAction('accept', row)}
          >
            Accept
          </Button>
          <Button size="small" variant="outlined" color="error" tabIndex={tabIndex} disabled={!allowed.reject} aria-label={`Reject ${row._id}`} onClick={() => onAction('reject', row)}>
            Reject
          </Button>
          {canReleaseResponse(row) ? (
            <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Release for response ${row._id}`} onClick={() => onAction('release', row)}>
              Release for response
            </Button>
          ) : null}
        </Stack>
      );
    }),
  ],
    [openFile, openingUrl, onAction, onDetails, onSimilarity],
  );
}
