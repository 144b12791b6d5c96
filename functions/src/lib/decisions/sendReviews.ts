// Sending a paper's reviews to its author: the comments PDF of every submitted review is stored, those
// reviews lock, and the author's comments path is set, written only if the reviews are still the ones
// the PDF was made from (made again otherwise). The single action and the bulk bar call it.
import { Messages, ReviewStatus, fileUrl, type ReviewDoc } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { renderComments } from '../reviews/commentsFile';
import { conflict, notFound } from '../errors';
import { fileStore } from '../fileStore';
import { loadPaper, manuscriptRef, paperRef } from '../papers';
import { isSubmitted, readPaperReviews, recordReviews, reviewRef } from '../reviewStore';
import { storePaths } from '../storePaths';

/** What the PDF was made from: each submitted review and when it last changed. */
export const fingerprint = (reviews: readonly ReviewDoc[]) =>
  reviews
    .filter(isSubmitted)
    .map((review) => `${review.reviewerId}@${review.updatedAt}`)
    .sort()
    .join(',');

/** A review edited meanwhile: the PDF is made again from the reviews as they are now. */
class ReviewsChanged extends Error {}

export const attempts = 5;

/** Sends a paper's submitted reviews to its author, made again from the reviews if one changes meanwhile. */
export async function sendReviews(paperId: string, caller: Caller): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sendOnce(paperId, caller);
      return;
    } catch (error) {
      if (!(error instanceof ReviewsChanged)) throw error;
      if (attempt === attempts) throw conflict(Messages.reviewsChanged);
    }
  }
}

export async function sendOnce(paperId: string, caller: Caller): Promise<void> {
  const paper = await loadPaper(paperId);
  const reviews = await readPaperReviews(paper);
  const pdf = await renderComments(paper, reviews);
  if (!pdf) throw conflict(Messages.reviewPdfMissing);
  const storePath = storePaths.newReviewPdf(paperId);
  await fileStore().save(storePath, pdf, 'application/pdf');
  let previous: string | null | undefined;
  try {
    previous = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(paperRef(paperId))).data();
      if (!current) throw notFound(Messages.paperNotFound(paperId));
      const now = await readPaperReviews(current, transaction);
      if (fingerprint(now) !== fingerprint(reviews)) throw new ReviewsChanged();
      const stamp = new Date().toISOString();
      for (const review of now.filter(isSubmitted)) transaction.update(reviewRef(paperId, review.reviewerId), { status: ReviewStatus.Published });
      const path = fileUrl('comments', paperId, 'pdf');
      const sent = now.map((review) => (isSubmitted(review) ? { ...review, status: ReviewStatus.Published } : review));
      transaction.update(paperRef(paperId), { reviewers: recordReviews(current.reviewers, sent), reviewPdfPath: path, reviewPdfStorePath: storePath, lastUpdatedOn: stamp });
      transaction.update(manuscriptRef(paperId), { commentsPath: path, lastUpdatedOn: stamp });
      recordAudit(transaction, caller, { action: 'review.send', target: `paper:${paperId}`, before: { sent: Boolean(current.reviewPdfStorePath) }, after: { sent: true, reviews: now.filter(isSubmitted).length } });
      return current.reviewPdfStorePath;
    });
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    throw error;
  }
  if (previous) await fileStore().remove(previous).catch(() => undefined);
}
