// PUT /api/admin/privacy: the data contact and every retention period at once; 400 names each field it
// refuses by its path (`periods.invoices`, `contact.email`). The answer's settings become the form's read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiBody } from '../../lib/apiClient';
import { privacySettingsOptions } from './getPrivacy';

export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ApiBody<'savePrivacy'>) => callApi('savePrivacy', { json }),
    onSuccess: (answer) => {
      queryClient.setQueryData(privacySettingsOptions.queryKey, { privacy: answer.privacy, saved: true });
    },
  });
}
