// POST /api/admin/updatestatus: the decision on a paper under review with at least one submitted review:
// Accepted (the spec's Accept) or Rejected. The submitting author is told by email.
import { Messages, PaperStatus, type PaperDoc } from '@confsys/domain';
import type { Caller } from '../../lib/auth';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox, type Outbox } from '../../lib/mail/outbox';
import { decisionMail, submittingAuthor } from '../../lib/mail/paperMail';
import { transitionPaper } from '../../lib/transitions';

export const updateStatus = handles('updateStatus', async ({ body, caller }) => {
  const paper = await decidePaper(body.paperId, (body.status ?? PaperStatus.Accepted) === PaperStatus.Accepted, caller, await openOutbox());
  return { message: Messages.statusUpdated(paper.status) };
});

/** Accepts or rejects a paper under review with a submitted review, and tells its submitting author. */
export function decidePaper(paperId: string, accepted: boolean, caller: Caller, outbox: Outbox): Promise<PaperDoc> {
  return transitionPaper(paperId, accepted ? 'accept' : 'reject', {
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
}
