// Publishing an accepted paper, and telling its submitting author: the single action and the bulk bar
// call it.
import { type Outbox } from '../mail/outbox';
import type { Caller } from '../auth';
import { publicationMail, submittingAuthor } from '../mail/paperMail';
import { transitionPaper } from '../submissions/transitions';
import { checkPublishable } from '../payments/publishRule';

/** Publishes an accepted paper, and tells its submitting author. */
export async function publishPaper(paperId: string, caller: Caller, outbox: Outbox): Promise<void> {
  await checkPublishable(paperId);
  await transitionPaper(paperId, 'publish', {
    audit: { caller, action: 'paper.publish' },
    mail: {
      outbox,
      drafts: async ({ transaction, paper, manuscript }) =>
        outbox.sends('publication') ? [publicationMail(paper, manuscript, await submittingAuthor(transaction, manuscript))] : [],
    },
  });
}
