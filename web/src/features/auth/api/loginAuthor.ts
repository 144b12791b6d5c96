// POST /api/authors/login: an author's email and password; answers the author id and a session token.
import { ApiPaths, type AuthorLoginResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export interface LoginInput {
  email: string;
  password: string;
}

export function loginAuthor(input: LoginInput): Promise<AuthorLoginResponse> {
  return apiRequest<AuthorLoginResponse>(ApiPaths.authorLogin, { method: 'POST', json: input });
}
