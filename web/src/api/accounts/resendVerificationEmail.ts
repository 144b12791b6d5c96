// POST /api/me/verification: the site emails the signed-in person a new link that verifies their address.
import type { MessageAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function resendVerificationEmail(): Promise<MessageAnswer> {
  return callApi('verificationLink');
}
