// Posting a comment to a paper's discussion (Markdown; the chair may ask one reviewer, by label): checked
// again against the paper as it is in the transaction, the readers told as their settings ask, the chair's
// comments in the audit log.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, type PaperDoc, isStatus, statusLabel, type CommentDoc } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { commentView, committeePeople, discussionRef, emptyDiscussion, nameWarnings, participantOf, readersOf, reviewerLabels } from './discussion';
import { noticeComment, noticeModesOf } from './notices';
import { documents } from '../documents';
import { badRequest, conflict } from '../errors';
import { openOutbox } from '../mail/outbox';
import { paperRef } from '../papers';
import { readPaperReviews } from '../reviewStore';
import type { Caller } from '../auth';

/** Posts the comment to the discussion of a paper the caller takes part in, and answers it as they see it. */
export async function postToDiscussion(caller: Caller, paper: PaperDoc, body: JsonBodyOf<(typeof Endpoints)['postComment']>): Promise<AnswerOf<(typeof Endpoints)['postComment']>> {
  const paperId = paper.paperId;
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
}
