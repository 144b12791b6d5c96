// GET /api/public/privacy: the data contact and the retention periods, and whether the chair has saved them.
import { defaultPrivacy } from '@confsys/domain';
import { cachedForAMinute, handles } from '../../lib/http';
import { configDocs } from '../../lib/documents';

export const publicPrivacy = handles('publicPrivacy', async ({ res }) => {
  cachedForAMinute(res);
  const stored = (await configDocs.privacy.get()).data();
  return { privacy: stored ?? defaultPrivacy, saved: stored !== undefined };
});
