// POST /api/admin/login: the admin's username and password; answers a message, the name and a token.
import type { AdminLoginAnswer } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export type AdminLoginInput = ApiBody<'adminLogin'>;

export function loginAdmin(input: AdminLoginInput): Promise<AdminLoginAnswer> {
  return callApi('adminLogin', { json: input });
}
