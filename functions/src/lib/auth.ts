// Verifies the caller's Firebase ID token and role: the one permission gate every protected route passes.
import type { Request } from 'firebase-functions/v2/https';
import { Messages, isRole, type Role } from '@confsys/domain';
import { auth } from './admin';
import { forbidden, unauthorized } from './errors';

export interface Caller {
  uid: string;
  role: Role;
  email: string;
  emailVerified: boolean;
}

export async function authenticate(req: Request, allowed: readonly Role[]): Promise<Caller> {
  const header = String(req.headers.authorization ?? '');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(Messages.signInRequired);
  let decoded;
  try {
    decoded = await auth.verifyIdToken(match[1], true);
  } catch {
    throw unauthorized(Messages.invalidToken);
  }
  const role = decoded.role;
  if (!isRole(role) || !allowed.includes(role)) throw forbidden(Messages.forbidden);
  return {
    uid: decoded.uid,
    role,
    email: (decoded.email ?? '').toLowerCase(),
    emailVerified: decoded.email_verified === true,
  };
}
