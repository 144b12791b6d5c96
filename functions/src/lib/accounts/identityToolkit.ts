// Password checks and the use of reset codes through the Identity Toolkit REST API, which the Admin SDK
// lacks (the codes themselves are made by the Admin SDK's link generators, accountLinks.ts).
// In the emulator suite the Auth emulator answers these calls; in production they need the project's
// web API key, the WEB_API_KEY parameter (functions/.env.<project>, see docs/operations.md). It is a parameter,
// not a secret: the same key is in every page the web app serves.
import { defineString } from 'firebase-functions/params';
import { Messages } from '@confsys/domain';
import { tooManyRequests } from '../errors';

const webApiKey = defineString('WEB_API_KEY', { description: "The Firebase web app's API key (Project settings, Your apps), for password checks." });

function baseUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';
}

function apiKey(): string {
  const key = webApiKey.value();
  if (key) return key;
  throw new Error('WEB_API_KEY is not set: password sign-in cannot be checked.');
}

export class IdentityToolkitError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl()}/accounts:${method}?key=${encodeURIComponent(apiKey())}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: { message?: string } } & T;
  if (!response.ok) {
    // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : ...".
    const code = (data.error?.message ?? `HTTP_${response.status}`).split(' ')[0] ?? 'UNKNOWN';
    // Firebase's own throttle: the caller should wait, as with ours (it names no time; a minute).
    if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw tooManyRequests(Messages.tooManyAttempts, 60);
    throw new IdentityToolkitError(code);
  }
  return data;
}

/** Returns the uid when the email and password match an account, or null when they do not. */
export async function checkPassword(email: string, password: string): Promise<string | null> {
  try {
    const result = await call<{ localId: string }>('signInWithPassword', { email, password, returnSecureToken: false });
    return result.localId;
  } catch (error) {
    if (error instanceof IdentityToolkitError && /EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|USER_DISABLED|INVALID_EMAIL|MISSING_PASSWORD/.test(error.code)) {
      return null;
    }
    throw error;
  }
}

/** Returns the email a reset code was issued for, without using the code. */
export async function emailForResetCode(oobCode: string): Promise<string> {
  const result = await call<{ email: string }>('resetPassword', { oobCode });
  return result.email;
}

/** Sets the new password with a reset code. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await call('resetPassword', { oobCode, newPassword });
}
