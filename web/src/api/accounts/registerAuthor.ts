// POST /api/authors/register: creates an author account from the registration form.
import type { AuthorRegistrationField, MessageAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export type AuthorRegistrationInput = Record<AuthorRegistrationField, string>;

export function registerAuthor(input: AuthorRegistrationInput): Promise<MessageAnswer> {
  return callApi('authorRegister', { json: input });
}
