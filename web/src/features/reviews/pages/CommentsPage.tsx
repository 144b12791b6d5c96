// Reviewer Comments (/admin/comments), the chair's decision table: one row per paper with a reviewer or
// a review, a page at a time from the server; its submitted and assigned reviews, the overall scores'
// mean and spread, each review's recommendation and confidence (and how a resubmitted review changed),
// the discussion (linked) and the authors' response under the status, and the actions: the reviews in
// detail (and Edit of each), View of the comments PDF, Send to the author, Accept and Reject, and Release
// for response while it can be used, each confirmed first, then the page is read again. A search (paper ID, title word, author's name) and a status
// filter above the grid, kept in the URL with the sort. Only Paper ID and Title sort (on the server,
// through the whole table); the scores, reviews and recommendations are worked out per page, so those
// columns no longer sort or filter.
import { useCallback, useState } from 'react';
import { Messages, PaperStatus, type ReviewerCommentView } from '@confsys/domain';
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
import { SimilarityDialog } from '../../similarity/components/SimilarityDialog';
import { useCommentColumns, type CommentAction } from '../components/commentColumns';
import { usePaperList } from '../../submissions/hooks/usePaperList';
import { fewerReviewsWarning, releaseConfirmation, sendConfirmation } from '../utils/comments';
import { errorText } from '../../../lib/failures';
import { everyStatusChoice, type SortFields } from '../../submissions/utils/paperList';

type PendingAction = { action: CommentAction; row: ReviewerCommentView };

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
const commentsTable = { label: 'Reviewer comments', keyColumns: ['_id', 'paperTitle', 'status', 'recommendations', 'actions'], getRowId: (row: ReviewerCommentView) => row._id };
const sortFields: SortFields = { paperId: '_id', title: 'paperTitle' };

export default function CommentsPage() {
  usePageTitle('Reviewer Comments');
  const list = usePaperList({ statusChoices: everyStatusChoice, sortFields });
  const comments = useReviewerCommentsPage(list.query);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [details, setDetails] = useState<ReviewerCommentView | null>(null);
  /** The paper whose similarity report is open (from its flag). */
  const [comparing, setComparing] = useState<ReviewerCommentView | null>(null);
  const sending = useSendReview();
  const deciding = useUpdatePaperStatus();
  const releasing = useReleaseResponse();
  const showFileError = useCallback((text: string) => setNotice({ severity: 'error', text }), []);
  const { open: openFile, openingUrl } = useProtectedFile(showFileError);
  const target = comments.status === 'success' ? comments.data.reviewersPerPaper : 0;
  /** The row as last read: the reviews dialog follows a reload (after Send, its reviews show as sent). */
  const latest = (row: ReviewerCommentView) => (comments.status === 'success' ? comments.data.reviewerComments.find((candidate) => candidate._id === row._id) : undefined) ?? row;

  const act = useCallback((action: CommentAction, row: ReviewerCommentView) => setPending({ action, row }), []);
  const columns = useCommentColumns({ openFile, openingUrl, onAction: act, onDetails: setDetails, onSimilarity: setComparing });

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
      {comparing ? <SimilarityDialog paperId={comparing._id} flags={comparing.similarityFlag ? [comparing.similarityFlag] : []} onClose={() => setComparing(null)} /> : null}
      {details ? <PaperReviewsDialog row={latest(details)} target={target} onClose={() => setDetails(null)} /> : null}
    </AdminPage>
  );
}
