// Sends the reviewer's address-verification email again (Firebase Auth, no API call).
import { sendEmailVerification, type User } from 'firebase/auth';

export function resendVerificationEmail(user: User): Promise<void> {
  return sendEmailVerification(user);
}
