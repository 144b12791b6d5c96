// POST /api/authors/papers/{paperId}/withdraw { reason? }: the author withdraws their paper before it is
// decided, whatever the calendar says (lib/submissions/withdrawPaper.ts). A restore (admin) puts it back.
import { handles } from '../../lib/http';
import { checkPaperId } from '../../lib/papers';
import { withdrawOwnPaper } from '../../lib/submissions/withdrawPaper';

export const withdrawPaper = handles('withdrawPaper', async ({ params, body, caller }) => withdrawOwnPaper(checkPaperId(params.paperId ?? ''), body, caller));
