// POST /api/admin/updatestatus: the decision on a paper under review with at least one submitted review:
// Accepted (the spec's Accept) or Rejected. The submitting author is told by email.
import { Messages, PaperStatus } from '@confsys/domain';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { decisionMail, submittingAuthor } from '../../lib/mail/paperMail';
import { transitionPaper } from '../../lib/transitions';

export const updateStatus = handles('updateStatus', async ({ body, caller }) => {
  const decision = body.status ?? PaperStatus.Accepted;
  const accepted = decision === PaperStatus.Accepted;
  const outbox = await openOutbox();
  const paper = await transitionPaper(body.paperId, accepted ? 'accept' : 'reject', {
    precondition: ({ paper }) => {
      if (paper.submittedReviews === 0) throw conflict(Messages.reviewPdfMissing);
    },
    audit: { caller, action: accepted ? 'paper.accept' : 'paper.reject' },
    mail: {
      outbox,
      drafts: async ({ transaction, paper, manuscript }) => {
        const author = outbox.sends('decision') ? await submittingAuthor(transaction, manuscript) : null;
        return author ? [decisionMail(paper, author, accepted)] : [];
      },
    },
  });
  return { message: Messages.statusUpdated(paper.status) };
});
