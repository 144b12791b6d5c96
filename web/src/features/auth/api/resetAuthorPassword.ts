// POST /api/authors/resetpassword, in its two steps: without a code the server emails a one-time reset
// code; with the code it sets the new password.
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export interface PasswordResetInput {
  email: string;
  newPassword: string;
}

export type ResetCodeResponse = MessageResponse & { codeSent?: boolean };

export function requestPasswordResetCode(input: PasswordResetInput): Promise<ResetCodeResponse> {
  return apiRequest<ResetCodeResponse>(ApiPaths.authorResetPassword, { method: 'POST', json: input });
}

export function confirmPasswordReset(input: PasswordResetInput & { code: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.authorResetPassword, { method: 'POST', json: input });
}
