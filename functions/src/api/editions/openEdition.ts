// POST /api/admin/editions/{editionId}/open: the draft becomes the current edition; the current one is archived.
import { handles } from '../../lib/http';
import { openEdition as open } from '../../lib/editions/rollover';

export const openEdition = handles('openEdition', async ({ params, caller }) => open(caller, params.editionId ?? ''));
