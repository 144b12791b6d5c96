// DELETE /api/admin/extensions/{id}: revokes a deadline extension.
import { useApiMutation } from '../../lib/useApiMutation';
import { extensionsOptions } from './getExtensions';

export const useRevokeExtension = () => useApiMutation('revokeExtension', (id: string) => ({ params: { id } }), [extensionsOptions.queryKey]);
