// POST /api/admin/updatestatus: the decision on a reviewed paper: Accepted (the default) or Rejected.
import { Messages, PaperStatus } from '@confsys/domain';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { decidePaper } from '../../lib/decisions/decide';

export const updateStatus = handles('updateStatus', async ({ body, caller }) => {
  const paper = await decidePaper(body.paperId, (body.status ?? PaperStatus.Accepted) === PaperStatus.Accepted, caller, await openOutbox());
  return { message: Messages.statusUpdated(paper.status) };
});
