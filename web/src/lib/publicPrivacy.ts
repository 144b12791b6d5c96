// The data contact and the retention periods as the privacy notice shows them, fetched once per page load
// from GET /api/public/privacy (lib/publicResource.ts, as the conference's identity is). No Firebase and no
// zod. The notice shows the settings the product ships with first (the prerendered HTML has them) and the
// chair's once they arrive.
import { PublicApiPaths, defaultPrivacy, type PrivacySettings } from '@confsys/domain';
import { publicResource } from './publicResource';

const useStoredPrivacy = publicResource<{ privacy: PrivacySettings; saved: boolean }>(PublicApiPaths.publicPrivacy);

/** The settings to show: the defaults until the stored ones arrive (and when they cannot be read). */
export function usePublicPrivacy(): PrivacySettings {
  const state = useStoredPrivacy();
  return state.status === 'ready' ? state.answer.privacy : defaultPrivacy;
}
