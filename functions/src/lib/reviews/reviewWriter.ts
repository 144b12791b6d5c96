// Saving a review, submitted or as a draft, for its reviewer or an admin editing it. The reviewer must
// be one of the paper's (verified) reviewers and writes only their own review; an admin names the
// reviewer whose review it is. The paper must be under review and the review not yet sent; the paper's
// count of submitted reviews is kept in the same transaction, with the notice that tells the admins of a
// reviewer's submission in their hour's message (reviewNotices.ts).
import { Messages, PaperStatus, ReviewStatus, dueDateOf, isStatus, overallScore, type DraftContent, type PaperDoc, type ReviewDoc } from '@confsys/domain';
import { db } from '../admin';
import { shownCalendar } from '../calendar/calendar';
import { assignmentFields, checkPaperId, isAdmin, isAssignedReviewer, loadPaper, paperRef } from '../papers';
import type { Caller } from '../auth';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { openOutbox } from '../mail/outbox';
import { updatePaper } from '../submissions/paperIndex';
import { recordReviewNotice } from './reviewNotices';
import { countSubmitted, isSubmitted, readPaperReviews, readReviewSettings, recordReviews, reviewRef } from '../reviewStore';

/** Whose review a request is about: the caller's own, or for an admin the named (or only) reviewer's. */
export function reviewerOf(caller: Caller, paper: PaperDoc, requested: string | undefined): string {
  if (isAdmin(caller)) {
    const reviewerId = requested?.trim() || (paper.reviewers.length === 1 ? paper.reviewers[0]?.reviewerId : undefined);
    if (!reviewerId) throw badRequest(Messages.whichReviewer, { reviewerId: Messages.whichReviewer });
    if (!paper.reviewerIds.includes(reviewerId)) throw notFound(Messages.notThisPapersReviewer);
    return reviewerId;
  }
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
  if (!isAssignedReviewer(caller, paper)) throw forbidden(Messages.notAssignedReviewer);
  const own = paper.reviewers.find((assignment) => assignment.email === caller.email);
  if (!own || (requested !== undefined && requested.trim() !== '' && requested.trim() !== own.reviewerId)) throw forbidden(Messages.notAssignedReviewer);
  return own.reviewerId;
}

export async function saveReview(
  caller: Caller,
  request: { articleId: string; reviewerId?: string },
  content: DraftContent,
  status: typeof ReviewStatus.Submitted | typeof ReviewStatus.Draft,
): Promise<void> {
  const paperId = checkPaperId(request.articleId);
  const paper = await loadPaper(paperId);
  // An admin learns the paper's state first; a reviewer only about papers assigned to them.
  if (isAdmin(caller) && !isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('review', paper.status));
  const reviewerId = reviewerOf(caller, paper, request.reviewerId);
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('review', paper.status));

  // A reviewer's first submission is told to the admins (an admin's own edit is not).
  const notify = status === ReviewStatus.Submitted && !isAdmin(caller);
  const [outbox, settings] = notify ? await Promise.all([openOutbox(), readReviewSettings()]) : [null, null];
  // A review submitted after its due date is accepted and marked late (by the server's clock).
  const receivedAt = new Date();
  // Only a submission is judged against its due date: a draft (saved often) reads no calendar.
  const reviewDeadline = status === ReviewStatus.Submitted ? (await shownCalendar()).reviewDeadline : null;
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(paperRef(paperId))).data();
    if (!current) throw notFound(Messages.paperNotFound(paperId));
    if (!isStatus(current.status, PaperStatus.UnderReview)) throw conflict(Messages.transitionRefused('review', current.status));
    // Removed meanwhile: the review is no longer theirs to write.
    const assignment = current.reviewers.find((candidate) => candidate.reviewerId === reviewerId);
    if (!assignment) throw forbidden(Messages.notAssignedReviewer);
    const reviews = await readPaperReviews(current, transaction);
    const existing = reviews.find((review) => review.reviewerId === reviewerId);
    if (existing?.status === ReviewStatus.Published) throw conflict(Messages.reviewPublishedLocked);
    if (status === ReviewStatus.Draft && existing && isSubmitted(existing)) throw conflict(Messages.reviewAlreadySubmitted);
    const now = new Date().toISOString();
    const firstSubmission = status === ReviewStatus.Submitted && !(existing && isSubmitted(existing));
    const submittedAt = firstSubmission ? receivedAt.toISOString() : existing?.submittedAt;
    const review: ReviewDoc = {
      ...content,
      paperId,
      reviewerId,
      reviewerEmail: assignment.email,
      articleTitle: current.title,
      updatedBy: isAdmin(caller) ? 'admin' : caller.email,
      status,
      ...(submittedAt === undefined || reviewDeadline === null ? {} : { submittedAt, late: Date.parse(submittedAt) > Date.parse(dueDateOf(assignment, reviewDeadline)) }),
      // Each submission is a version the chair sees (a score raised after the response shows as a change).
      ...(status === ReviewStatus.Submitted
        ? { history: [...(existing?.history ?? []), { at: now, overall: overallScore(content.criteriaRatings), recommendation: content.recommendation ?? null }] }
        : existing?.history
          ? { history: existing.history }
          : {}),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    transaction.set(reviewRef(paperId, reviewerId), review);
    const kept = [...reviews.filter((candidate) => candidate.reviewerId !== reviewerId), review];
    const submitted = countSubmitted(kept);
    updatePaper(transaction, current, { ...assignmentFields(paperId, recordReviews(current.reviewers, kept), submitted), lastUpdatedOn: now });
    // The admins hear of it in the hour's message (reviewNotices.ts).
    if (outbox?.sends('reviewSubmitted') && settings && !(existing && isSubmitted(existing))) {
      recordReviewNotice(transaction, current, submitted, Math.max(settings.reviewersPerPaper, current.reviewers.length));
    }
  });
}
