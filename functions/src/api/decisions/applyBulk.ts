// POST /api/admin/bulk/previews/{previewId}/apply: applies the caller's bulk preview, acting only on the
// papers it said it would, each checked again; answers per paper what was done.
import { handles } from '../../lib/http';
import { apply } from '../../lib/decisions/bulk';

export const applyBulk = handles('applyBulk', async ({ params, caller }) => apply(params.previewId ?? '', caller));
