// POST /api/admin/login: username ("admin") or email, and password, of an admin account.
import { Collections, Messages, text, validateAdminLogin } from '@confsys/domain';
import { db } from '../../lib/admin';
import { signIn } from '../../lib/accounts';
import { clientAddress } from '../../lib/throttle';
import { assertValid, unauthorized } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';

async function adminEmail(username: string): Promise<string | null> {
  if (username.includes('@')) return username;
  const match = await db
    .collection(Collections.users)
    .where('username', '==', username.toLowerCase())
    .where('role', '==', 'admin')
    .limit(1)
    .get();
  return (match.docs[0]?.get('email') as string | undefined) ?? null;
}

export const adminLogin: Handler = async ({ req }) => {
  const body = jsonBody(req);
  assertValid(validateAdminLogin(body));
  const email = await adminEmail(text(body.username).trim());
  if (!email) throw unauthorized(Messages.invalidAdminCredentials);
  const { user, token } = await signIn(email, text(body.password), 'admin', clientAddress(req), Messages.invalidAdminCredentials);
  return { success: true, message: Messages.adminLoginSuccessful, token, role: 'admin', name: user.name };
};
