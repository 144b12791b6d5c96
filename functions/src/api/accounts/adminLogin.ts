// POST /api/admin/login: username ("admin") or email, and password, of an admin account.
import { Collections, Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { signIn } from '../../lib/accounts/accounts';
import { clientAddress } from '../../lib/accounts/throttle';
import { unauthorized } from '../../lib/errors';
import { handles } from '../../lib/http';

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

export const adminLogin = handles('adminLogin', async ({ req, body }) => {
  const email = await adminEmail(body.username);
  if (!email) throw unauthorized(Messages.invalidAdminCredentials);
  const { user, token } = await signIn(email, body.password, 'admin', clientAddress(req), Messages.invalidAdminCredentials);
  return { success: true, message: Messages.adminLoginSuccessful, token, role: 'admin' as const, name: user.name };
});
