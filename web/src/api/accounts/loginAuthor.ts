// POST /api/authors/login: an author's email and password; answers the author id and a session token.
import type { AuthorLoginAnswer } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export type LoginInput = ApiBody<'authorLogin'>;

export function loginAuthor(input: LoginInput): Promise<AuthorLoginAnswer> {
  return callApi('authorLogin', { json: input });
}
