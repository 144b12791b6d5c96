// GET /api/public/conference: the conference's identity, and whether the chair has saved one.
import { defaultIdentity } from '@confsys/domain';
import { cachedForAMinute, handles } from '../../lib/http';
import { configDocs } from '../../lib/documents';

export const publicConference = handles('publicConference', async ({ res }) => {
  cachedForAMinute(res);
  const stored = (await configDocs.conference.get()).data();
  return { conference: stored ?? defaultIdentity, saved: stored !== undefined };
});
