// GET /api/admin/editions: every edition (the built one too), oldest first, and which is current.
import { handles } from '../../lib/http';
import { listEditions } from '../../lib/editions/editions';
import { currentEdition } from '../../lib/editionScope';

export const editions = handles('editions', async () => ({ editions: await listEditions(), current: currentEdition().id }));
