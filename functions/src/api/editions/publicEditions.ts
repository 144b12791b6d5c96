// GET /api/public/editions: the current edition and the archived ones (never a draft), newest first.
import { publicEditions as shown } from '@confsys/domain';
import { cachedForAMinute, handles } from '../../lib/http';
import { listEditions } from '../../lib/editions/editions';

export const publicEditions = handles('publicEditions', async ({ res }) => {
  cachedForAMinute(res);
  return { editions: shown(await listEditions()) };
});
