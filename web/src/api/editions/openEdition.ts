// POST /api/admin/editions/{editionId}/open: the draft becomes the current edition. Everything the app
// has read belongs to the edition before, so every cached read is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/apiClient';

export function useOpenEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editionId: string) => callApi('openEdition', { params: { editionId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
