// POST /api/admin/updatestatus: the decision on a paper under review with at least one submitted review:
// Accepted (the spec's Accept) or Rejected.
import { Messages, PaperStatus } from '@confsys/domain';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { transitionPaper } from '../../lib/transitions';

export const updateStatus = handles('updateStatus', async ({ body }) => {
  const decision = body.status ?? PaperStatus.Accepted;
  const paper = await transitionPaper(body.paperId, decision === PaperStatus.Accepted ? 'accept' : 'reject', {
    precondition: ({ paper }) => {
      if (paper.submittedReviews === 0) throw conflict(Messages.reviewPdfMissing);
    },
  });
  return { message: Messages.statusUpdated(paper.status) };
});
