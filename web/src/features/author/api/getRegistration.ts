// GET /api/authors/registration: the signed-in author's conference registration, or null.
import type { AuthorRegistrationResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export async function getRegistration(): Promise<AuthorRegistrationResponse['registration']> {
  return (await callApi('authorRegistration')).registration;
}
