// POST /api/admin/papers/:paperId/release: opens a paper's submitted reviews to its authors for their
// response.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { releaseForResponse } from '../../lib/discussion/responses';

export const releaseResponse = handles('releaseResponse', async ({ params, caller }) => {
  const released = await releaseForResponse(params.paperId ?? '', caller, await openOutbox());
  return { message: released ? Messages.responseReleased : Messages.responseAlreadyReleased };
});
