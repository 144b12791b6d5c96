// POST /api/admin/editions: previews (preview: true) or makes a draft edition; the list is read again once one is made.
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { editionsOptions } from './getEditions';

export const useCreateEdition = () => useApiMutation('createEdition', (json: ApiBody<'createEdition'>) => ({ json }), [editionsOptions.queryKey]);
