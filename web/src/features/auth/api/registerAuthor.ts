// POST /api/authors/register: creates an author account from the registration form.
import { ApiPaths, type AuthorRegistrationField, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export type AuthorRegistrationInput = Record<AuthorRegistrationField, string>;

export function registerAuthor(input: AuthorRegistrationInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.authorRegister, { method: 'POST', json: input });
}
