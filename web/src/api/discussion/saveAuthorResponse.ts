// PUT /api/authors/papers/{paperId}/response: saves the response as a draft ({ text, submit: false }) or
// submits it ({ text, submit: true }); the answer counts its words and says where it names an author.
// The page's reading of the response (versions, submitted time) is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { authorResponseKey } from './getAuthorResponse';

export type SavedResponse = ApiAnswer<'saveAuthorResponse'>;

export interface ResponseSave {
  text: string;
  submit: boolean;
}

export function saveAuthorResponse(paperId: string, save: ResponseSave): Promise<SavedResponse> {
  return callApi('saveAuthorResponse', { params: { paperId }, json: save });
}

export function useSaveAuthorResponse(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One paper's saves go in the order made, so the last one is what is kept.
    scope: { id: `response:${paperId}` },
    mutationFn: (save: ResponseSave) => saveAuthorResponse(paperId, save),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorResponseKey(paperId) }),
  });
}
