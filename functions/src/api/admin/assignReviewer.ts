// POST /api/admin/assignreviewer: puts a paper under review by a reviewer (or reassigns it). Giving the
// paper to another reviewer removes the earlier reviewer's review and its PDF in the same transaction:
// the new reviewer starts afresh, the admin cannot decide on the old review, and the old reviewer can
// no longer read it. A review already sent to the author stays, and the paper with its reviewer.
import { Messages, ReviewStatus } from '@confsys/domain';
import { conflict } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { loadReviewer } from '../../lib/reviewers';
import { reviewRef } from '../../lib/reviews';
import { transitionPaper } from '../../lib/transitions';

export const assignReviewer = handles('assignReviewer', async ({ body: { paperId, reviewerId } }) => {
  const reviewer = await loadReviewer(reviewerId);
  let staleReviewFile: string | null = null;
  await transitionPaper(paperId, 'assignReviewer', {
    precondition: async ({ transaction, paper }) => {
      staleReviewFile = null;
      if (paper.reviewerEmail === reviewer.email) return;
      const review = (await transaction.get(reviewRef(paper.paperId))).data();
      if (review?.status === ReviewStatus.Published) throw conflict(Messages.reviewAlreadySent);
      if (review) transaction.delete(reviewRef(paper.paperId));
      staleReviewFile = paper.reviewPdfStorePath ?? null;
    },
    paperChanges: ({ paper }) => ({
      reviewerId: reviewer.id,
      reviewerName: reviewer.name,
      reviewerEmail: reviewer.email,
      ...(paper.reviewerEmail === reviewer.email ? {} : { reviewPdfPath: null, reviewPdfStorePath: null }),
    }),
  });
  if (staleReviewFile) await fileStore().remove(staleReviewFile).catch(() => undefined);
  return { success: true, message: Messages.reviewerAssigned(reviewer.name) };
});
