// Reviewer accounts made before self-registration stopped taking a password: such an account whose
// address was never verified may hold a password chosen by someone else, who would get in once the
// real owner verifies the address through an old link. This gives each of them a random password
// nobody knows and ends their sessions; the owner sets a password with Forgot password on the
// reviewer login page, which proves the address. Verified accounts are left as they are.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { unguessablePassword } from '../../functions/src/lib/accounts/accounts';

export async function secureUnprovenReviewerAccounts(auth: Auth, options: { dryRun?: boolean } = {}): Promise<string[]> {
  const secured: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users.filter(unproven)) {
      if (!options.dryRun) {
        await auth.updateUser(user.uid, { password: unguessablePassword() });
        await auth.revokeRefreshTokens(user.uid);
      }
      secured.push(user.email ?? user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return secured;
}

function unproven(user: UserRecord): boolean {
  return user.customClaims?.role === 'reviewer' && !user.emailVerified;
}
