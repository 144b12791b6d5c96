// POST /api/admin/profile: the signed-in admin's name, email and (optionally) new password, checked
// against the current password. 400 carries field errors (e.g. a wrong current password), 409 a taken
// email. Afterwards the user is refreshed, so the screens show the new name and email.
import type { User } from 'firebase/auth';
import type { AdminProfileAnswer } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';
import { startSession } from '../../lib/session';

export interface AdminProfileInput {
  name: string;
  email: string;
  currentPassword: string;
  /** Empty keeps the current password (the field is left out of the request). */
  newPassword: string;
}


export const useUpdateAdminProfile = () => useApiMutation('adminProfile', ({ newPassword, ...rest }: AdminProfileInput) => ({ json: newPassword ? { ...rest, newPassword } : rest }));

/**
 * Brings the session up to date after a profile change: a new session from the answer's token, else
 * the user record reloaded (name, email) and a fresh ID token, whose change the session store hears.
 */
export async function refreshAdminSession(user: User, answer: AdminProfileAnswer): Promise<void> {
  if (typeof answer.token === 'string' && answer.token !== '') {
    await startSession(answer.token);
    return;
  }
  await user.reload();
  await user.getIdToken(true);
}
