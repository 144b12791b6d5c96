// POST /api/admin/assignreviewer: puts a paper under review by a reviewer (or reassigns it).
import { Messages, text } from '@confsys/domain';
import { badRequest } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';
import { loadReviewer } from '../../lib/reviewers';
import { transitionPaper } from '../../lib/transitions';

export const assignReviewer: Handler = async ({ req }) => {
  const body = jsonBody(req);
  const paperId = text(body.paperId).trim();
  const reviewerId = text(body.reviewerId).trim();
  if (!paperId) throw badRequest(Messages.required('paperId'));
  if (!reviewerId) throw badRequest(Messages.selectReviewer);
  const reviewer = await loadReviewer(reviewerId);
  await transitionPaper(paperId, 'assignReviewer', {
    paperChanges: () => ({ reviewerId: reviewer.id, reviewerName: reviewer.name, reviewerEmail: reviewer.email }),
  });
  return { success: true, message: Messages.reviewerAssigned(reviewer.name) };
};
