// PUT /api/admin/publish/{paperId}: publishes an accepted paper, and tells its authors.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { openOutbox, type Outbox } from '../../lib/mail/outbox';
import type { Caller } from '../../lib/auth';
import { publicationMail, submittingAuthor } from '../../lib/mail/paperMail';
import { transitionPaper } from '../../lib/transitions';
import { checkPublishable } from '../../lib/payments/publishRule';

export const publish = handles('publish', async ({ params, caller }) => {
  await publishPaper(params.paperId ?? '', caller, await openOutbox());
  return { message: Messages.paperPublished };
});

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
