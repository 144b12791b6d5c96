// GET /api/public/conference: the conference's identity, whether the chair has saved one, the current
// edition, and the call's page rule (the proceedings' page limits and size).
import { defaultIdentity, defaultProceedingsSettings, pageRuleOf } from '@confsys/domain';
import { cachedForAMinute, handles } from '../../lib/http';
import { configDocs } from '../../lib/documents';
import { currentEdition } from '../../lib/editionScope';

export const publicConference = handles('publicConference', async ({ res }) => {
  cachedForAMinute(res);
  const [stored, proceedings] = await Promise.all([configDocs.conference.get(), configDocs.proceedings.get()]);
  const conference = stored.data();
  return { conference: conference ?? defaultIdentity, saved: conference !== undefined, edition: currentEdition(), pageRule: pageRuleOf(proceedings.data() ?? defaultProceedingsSettings) };
});
