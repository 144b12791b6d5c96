// Verifies an address with the code of the site's verification message (Firebase Auth, no API call).
// The page that opens such a link loads it, and Firebase with it, only when its owner confirms.
import { applyActionCode } from 'firebase/auth';
import { auth } from '../../lib/firebase';

export function applyEmailVerification(code: string): Promise<void> {
  return applyActionCode(auth, code);
}
