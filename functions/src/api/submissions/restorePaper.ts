// POST /api/admin/papers/{paperId}/restore: the chair undoes a withdrawal (lib/submissions/restorePaper.ts).
import { handles } from '../../lib/http';
import { checkPaperId } from '../../lib/papers';
import { restoreWithdrawnPaper } from '../../lib/submissions/restorePaper';

export const restorePaper = handles('restorePaper', async ({ params, caller }) => restoreWithdrawnPaper(checkPaperId(params.paperId ?? ''), caller));
