// GET /api/authors/registration: the signed-in author's conference registration, or null.
import { ApiPaths, type AuthorRegistrationResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export async function getRegistration(): Promise<AuthorRegistrationResponse['registration']> {
  const answer = await apiRequest<AuthorRegistrationResponse | null>(ApiPaths.authorRegistration);
  return answer?.registration ?? null;
}
