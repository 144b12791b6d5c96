// POST /api/admin/extensions: grants a deadline extension to an author (for a new paper) or to a paper,
// replacing any earlier one; 400 names the field it refuses, 404 an unknown paper or author.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { extensionsOptions } from './getExtensions';

export interface ExtensionGrant {
  paperId?: string;
  authorEmail?: string;
  until: string;
  reason: string;
}

export function grantExtension(request: ExtensionGrant): Promise<ApiAnswer<'grantExtension'>> {
  return callApi('grantExtension', { json: request });
}

export function useGrantExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantExtension,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: extensionsOptions.queryKey });
    },
  });
}
