// POST /api/admin/bulk: previews a bulk action on papers ({ action, paperIds or filter, preview: true };
// at most 5000), or applies a preview ({ previewId, apply: true }).
import { handles } from '../../lib/http';
import { preview, apply } from '../../lib/decisions/bulk';

export const bulk = handles('bulk', async ({ body, caller }) => ('previewId' in body ? apply(body.previewId, caller) : preview(body, caller)));
