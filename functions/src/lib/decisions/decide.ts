// The decision on a paper under review with at least one submitted review, Accepted or Rejected, with
// the message to its submitting author: the single action and the bulk bar call it.
import { Messages, type PaperDoc } from '@confsys/domain';
import type { Caller } from '../auth';
import { conflict } from '../errors';
import { type Outbox } from '../mail/outbox';
import { decisionMail, submittingAuthor } from '../mail/paperMail';
import { transitionPaper } from '../submissions/transitions';

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
