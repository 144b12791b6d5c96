// GET /api/public/conference: the conference's identity, whether the chair has saved one, and the current edition.
import { defaultIdentity } from '@confsys/domain';
import { cachedForAMinute, handles } from '../../lib/http';
import { configDocs } from '../../lib/documents';
import { currentEdition } from '../../lib/editionScope';

export const publicConference = handles('publicConference', async ({ res }) => {
  cachedForAMinute(res);
  const stored = (await configDocs.conference.get()).data();
  return { conference: stored ?? defaultIdentity, saved: stored !== undefined, edition: currentEdition() };
});
