// After the reviewer opened the verification link: reload the account and refresh the ID token, whose
// email_verified claim the Firestore rules check. The session listener then re-renders the dashboard.
import type { User } from 'firebase/auth';

export async function refreshEmailVerification(user: User): Promise<boolean> {
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}
