// POST /api/admin/login: the admin's username and password; answers a message, the name and a token.
import type { AdminLoginResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export interface AdminLoginInput {
  username: string;
  password: string;
}


export function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return callApi('adminLogin', { json: input });
}
