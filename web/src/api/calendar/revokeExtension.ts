// DELETE /api/admin/extensions/{id}: revokes a deadline extension.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { extensionsOptions } from './getExtensions';

export function revokeExtension(id: string): Promise<ApiAnswer<'revokeExtension'>> {
  return callApi('revokeExtension', { params: { id } });
}

export function useRevokeExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeExtension,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: extensionsOptions.queryKey });
    },
  });
}
