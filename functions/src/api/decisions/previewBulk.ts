// POST /api/admin/bulk/previews: previews a bulk action on papers ({ action, paperIds or filter }; at most
// 5000), stored for its maker to apply; answers per paper what will happen, with its previewId.
import { handles } from '../../lib/http';
import { preview } from '../../lib/decisions/bulk';

export const previewBulk = handles('previewBulk', async ({ body, caller }) => preview(body, caller));
