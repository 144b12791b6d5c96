// POST /api/papers/:paperId/discussion: posts a comment to a paper's discussion ({ text, to? }: Markdown,
// and for the chair the one reviewer asked, by label).
import { Messages, PaperStatus, isStatus, statusLabel, type CommentDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit/audit';
import { commentView, committeePeople, discussionRef, emptyDiscussion, nameWarnings, participantOf, readParticipant, readersOf, reviewerLabels } from '../../lib/discussion/discussion';
import { noticeComment, noticeModesOf } from '../../lib/discussion/notices';
import { documents } from '../../lib/documents';
import { badRequest, conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { checkPaperId, loadPaper, paperRef } from '../../lib/papers';
import { readPaperReviews } from '../../lib/reviewStore';

export const postComment = handles('postComment', async ({ params, body, caller }) => {
  const paperId = checkPaperId(params.paperId ?? '');
  const paper = await loadPaper(paperId);
  // Who may post is checked first, so a stranger learns nothing of the paper's state.
  await readParticipant(caller, paper);
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.discussionNotUnderReview(statusLabel(paper.status)));
  // How each of the paper's reviewers hears of comments (their own settings), read before the transaction.
  const [outbox, people, modes] = await Promise.all([openOutbox(), committeePeople(), noticeModesOf(paper.reviewers.map((assignment) => assignment.email))]);
  const warnings = nameWarnings(body.text, people, 'committee');
  const ref = documents.comments.doc();

  const comment = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(paperRef(paperId))).data() ?? paper;
    if (!isStatus(current.status, PaperStatus.UnderReview)) throw conflict(Messages.discussionNotUnderReview(statusLabel(current.status)));
    const reviews = await readPaperReviews(current, transaction);
    // Checked again against the paper as it is now: a reviewer removed meanwhile cannot post.
    const participant = participantOf(caller, current, reviews);
    const labels = reviewerLabels(current, reviews);
    const readers = readersOf(current, reviews);
    let to: string | null = null;
    if (body.to !== undefined) {
      if (participant.kind !== 'chair') throw badRequest(Messages.onlyChairAsks, { to: Messages.onlyChairAsks });
      const asked = current.reviewers.find((assignment) => labels.get(assignment.reviewerId) === body.to);
      if (!asked) throw badRequest(Messages.noSuchReviewerLabel(body.to), { to: Messages.noSuchReviewerLabel(body.to) });
      if (!readers.some((reader) => reader.reviewerId === asked.reviewerId)) throw badRequest(Messages.askedReviewerCannotRead(body.to), { to: Messages.askedReviewerCannotRead(body.to) });
      to = asked.reviewerId;
    }
    const state = (await transaction.get(discussionRef(paperId))).data() ?? emptyDiscussion(paperId);
    const now = new Date();
    const doc: CommentDoc = {
      id: ref.id,
      paperId,
      author: participant.kind === 'chair' ? { kind: 'chair', uid: participant.uid } : { kind: 'reviewer', reviewerId: participant.reviewerId },
      text: body.text,
      at: now.toISOString(),
      to,
    };
    transaction.create(ref, doc);
    const noticed = noticeComment(transaction, outbox, current, readers, state, doc, now, modes);
    // A new comment opens a resolved discussion again.
    transaction.set(discussionRef(paperId), { ...noticed, comments: state.comments + 1, lastCommentAt: doc.at, resolved: false, resolvedAt: null });
    if (participant.kind === 'chair') {
      recordAudit(transaction, caller, { action: 'discussion.comment', target: `paper:${paperId}`, before: null, after: { comment: doc.id, to: body.to ?? null } }, now);
    }
    return commentView(doc, labels, participant);
  });
  return { message: Messages.commentPosted, comment, warnings };
});
