// POST /api/admin/profile: the admin's own name, email and (optionally) password, after checking the
// current password. Changes the Firebase Auth account and the users document, and answers a fresh
// session token.
import { Messages } from '@confsys/domain';
import { auth } from '../../lib/admin';
import { documents } from '../../lib/documents';
import { normaliseEmail } from '../../lib/accounts/accounts';
import { badRequest, conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { checkPasswordThrottled, clientAddress } from '../../lib/accounts/throttle';

export const updateProfile = handles('adminProfile', async ({ req, body, caller }) => {
  const uid = caller.uid;
  const current = await auth.getUser(uid);
  if ((await checkPasswordThrottled(current.email ?? '', body.currentPassword, clientAddress(req))) !== uid) {
    throw badRequest(Messages.currentPasswordWrong, { currentPassword: Messages.currentPasswordWrong });
  }
  const { name } = body;
  const email = normaliseEmail(body.email);
  const newPassword = body.newPassword ?? '';
  try {
    await auth.updateUser(uid, { displayName: name, email, ...(newPassword ? { password: newPassword } : {}) });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw conflict(Messages.emailAlreadyRegistered);
    throw error;
  }
  await documents.users.doc(uid).update({ name, email });
  // A new email or password ends the account's sessions: a fresh token lets the SPA carry on signed in.
  return { success: true, message: Messages.profileSettingsUpdated, token: await auth.createCustomToken(uid) };
});
