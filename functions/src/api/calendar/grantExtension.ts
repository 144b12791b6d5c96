// POST /api/admin/extensions: grants an extension of the submission deadline to one author (for a new
// paper) or to one paper, until a moment, for a written reason (lib/calendar/grantExtension.ts).
import { handles } from '../../lib/http';
import { grantDeadlineExtension } from '../../lib/calendar/grantExtension';

export const grantExtension = handles('grantExtension', async ({ body, caller }) => grantDeadlineExtension(body, caller));
