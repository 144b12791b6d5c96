// PUT /api/admin/publish/:paperId: publishes an accepted paper.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { publishPaper } from '../../lib/decisions/publish';

export const publish = handles('publish', async ({ params, caller }) => {
  await publishPaper(params.paperId ?? '', caller, await openOutbox());
  return { message: Messages.paperPublished };
});
