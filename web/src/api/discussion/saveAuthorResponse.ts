// PUT /api/authors/papers/{paperId}/response: saves the response as a draft ({ text, submit: false }) or
// submits it ({ text, submit: true }); the answer counts its words and says where it names an author.
// The page's reading of the response (versions, submitted time) is read again after.
import type { ApiAnswer, ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorResponseKey } from './getAuthorResponse';

export type SavedResponse = ApiAnswer<'saveAuthorResponse'>;

/** The response's text, and whether it is submitted (or kept as a draft). */
export type ResponseSave = ApiBody<'saveAuthorResponse'>;

export const useSaveAuthorResponse = (paperId: string) =>
  useApiMutation('saveAuthorResponse', (json: ResponseSave) => ({ params: { paperId }, json }), [authorResponseKey(paperId)], `response:${paperId}`);
