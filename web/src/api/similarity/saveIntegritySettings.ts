// PUT /api/admin/integrity: saves the similarity threshold, the cap on papers per author and what happens
// over it; PUT and DELETE /api/admin/integrity/external: the optional Similarity Check's address and key.
import type { ExternalCheckRequest, IntegritySettings } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

import { integritySettingsOptions } from './getSimilarity';

/** The settings are read again after each change, so the form and the Papers screen's flags follow. */
const stale = [integritySettingsOptions.queryKey, ['admin', 'papers']];

export const useSaveIntegritySettings = () => useApiMutation('saveIntegritySettings', (json: IntegritySettings) => ({ json }), stale);
export const useSaveExternalCheck = () => useApiMutation('saveExternalCheck', (json: ExternalCheckRequest) => ({ json }), stale);
export const useRemoveExternalCheck = () => useApiMutation('removeExternalCheck', () => ({}), stale);
