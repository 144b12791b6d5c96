// POST /api/admin/updatestatus: the decision on a paper under review with a review PDF: Accepted (the
// spec's Accept) or Rejected.
import { Messages, PaperStatus, text } from '@confsys/domain';
import { badRequest, conflict } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';
import { transitionPaper } from '../../lib/transitions';

export const updateStatus: Handler = async ({ req }) => {
  const body = jsonBody(req);
  const decision = body.status === undefined ? PaperStatus.Accepted : text(body.status);
  if (decision !== PaperStatus.Accepted && decision !== PaperStatus.Rejected) {
    throw badRequest(`status must be ${PaperStatus.Accepted} or ${PaperStatus.Rejected}.`);
  }
  const paper = await transitionPaper(text(body.paperId), decision === PaperStatus.Accepted ? 'accept' : 'reject', {
    precondition: ({ paper }) => {
      if (!paper.reviewPdfPath) throw conflict(Messages.reviewPdfMissing);
    },
  });
  return { message: Messages.statusUpdated(paper.status) };
};
