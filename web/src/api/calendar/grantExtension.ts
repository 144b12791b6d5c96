// POST /api/admin/extensions: grants a deadline extension to an author (for a new paper) or to a paper,
// replacing any earlier one; 400 names the field it refuses, 404 an unknown paper or author.
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { extensionsOptions } from './getExtensions';

export type ExtensionGrant = ApiBody<'grantExtension'>;

export const useGrantExtension = () => useApiMutation('grantExtension', (json: ExtensionGrant) => ({ json }), [extensionsOptions.queryKey]);
