// POST /api/admin/login: the admin's username and password; answers a message, the name and a token.
import { ApiPaths, type LoginResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export interface AdminLoginInput {
  username: string;
  password: string;
}

/** The server also answers the admin's display name; the domain's LoginResponse does not carry it yet. */
export type AdminLoginResponse = LoginResponse & { name: string };

export function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>(ApiPaths.adminLogin, { method: 'POST', json: input });
}
