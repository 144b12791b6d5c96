// POST /api/authors/resetpassword, in its two steps: without a code the server emails a one-time reset
// code; with the code it sets the new password.
import type { PasswordResetAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export interface PasswordResetInput {
  email: string;
  newPassword: string;
}


export function requestPasswordResetCode(input: PasswordResetInput): Promise<PasswordResetAnswer> {
  return callApi('authorResetPassword', { json: input });
}

export function confirmPasswordReset(input: PasswordResetInput & { code: string }): Promise<PasswordResetAnswer> {
  return callApi('authorResetPassword', { json: input });
}
