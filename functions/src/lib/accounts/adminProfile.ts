// The admin's own name, email and (optionally) password, after checking the current password (throttled as
// at sign-in): the Firebase Auth account and the users document change, and a fresh session token follows.
import { Messages, type AnswerOf, type Endpoints, type JsonBodyOf } from '@confsys/domain';
import { auth } from '../admin';
import { documents } from '../documents';
import { normaliseEmail } from './accounts';
import { badRequest, conflict } from '../errors';
import { checkPasswordThrottled } from './throttle';
import type { Caller } from '../auth';

/** Changes the caller's profile (`client`: the address the request came from, for the password throttle), and answers a fresh custom token. */
export async function updateAdminProfile(caller: Caller, body: JsonBodyOf<(typeof Endpoints)['adminProfile']>, client: string): Promise<AnswerOf<(typeof Endpoints)['adminProfile']>> {
  const uid = caller.uid;
  const current = await auth.getUser(uid);
  if ((await checkPasswordThrottled(current.email ?? '', body.currentPassword, client)) !== uid) {
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
}
