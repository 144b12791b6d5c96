// PUT /api/admin/publish/{paperId}: publishes an accepted paper, and tells its authors.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { publicationMail, submittingAuthor } from '../../lib/mail/paperMail';
import { transitionPaper } from '../../lib/transitions';

export const publish = handles('publish', async ({ params, caller }) => {
  const outbox = await openOutbox();
  await transitionPaper(params.paperId ?? '', 'publish', {
    audit: { caller, action: 'paper.publish' },
    mail: {
      outbox,
      drafts: async ({ transaction, paper, manuscript }) =>
        outbox.sends('publication') ? [publicationMail(paper, manuscript, await submittingAuthor(transaction, manuscript))] : [],
    },
  });
  return { message: Messages.paperPublished };
});
