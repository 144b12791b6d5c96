// POST /api/authors/login: an author's email and password; answers the author id and a session token.
import type { AuthorLoginResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export interface LoginInput {
  email: string;
  password: string;
}

export function loginAuthor(input: LoginInput): Promise<AuthorLoginResponse> {
  return callApi('authorLogin', { json: input });
}
