// POST /api/authors/login: an author's email and password; answers the author id and a session token.
import type { AuthorLoginResponse } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export type LoginInput = ApiBody<'authorLogin'>;

export function loginAuthor(input: LoginInput): Promise<AuthorLoginResponse> {
  return callApi('authorLogin', { json: input });
}
