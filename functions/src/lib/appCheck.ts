// App Check on the writes anyone can make (domain/src/api/appCheck.ts lists them). Production verifies the
// token with the Admin SDK; the emulator suite, which cannot reach App Check, accepts the configured debug
// token instead. APP_CHECK says what a missing or invalid token does: off (not read), monitor (logged,
// accepted: the first step of a roll-out) or enforce (a 401 saying what is wrong). docs/security.md, App Check.
import { timingSafeEqual } from 'node:crypto';
import { getAppCheck } from 'firebase-admin/app-check';
import { defineString } from 'firebase-functions/params';
import { AppCheckHeader, AppCheckMessages } from '@confsys/domain';
import { inEmulator } from './admin';
import { unauthorized } from './errors';

export const appCheckModes = ['off', 'monitor', 'enforce'] as const;
export type AppCheckMode = (typeof appCheckModes)[number];

const appCheckMode = defineString('APP_CHECK', {
  default: 'monitor',
  description: 'App Check on sign-in, registration, submission and payments: off, monitor (log calls without a valid token) or enforce (refuse them with 401).',
});

/** Set only for the emulator suite (functions/.env.local); deploy:check refuses it in a project's .env files. */
const appCheckDebugToken = defineString('APP_CHECK_DEBUG_TOKEN', {
  default: '',
  description: 'The App Check debug token the emulator suite accepts; never set for a deployed project.',
});

/** The configured mode; anything else than the three counts as enforce, so a typo never turns the check off. */
export function appCheckModeOf(value: string): AppCheckMode {
  return (appCheckModes as readonly string[]).includes(value) ? (value as AppCheckMode) : 'enforce';
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What is wrong with the request's App Check token, or null when it is valid. */
export async function appCheckProblem(token: string | undefined, emulated = inEmulator, debugToken = appCheckDebugToken.value()): Promise<string | null> {
  if (!token) return AppCheckMessages.missing;
  if (emulated) return debugToken !== '' && sameText(token, debugToken) ? null : AppCheckMessages.invalid;
  try {
    await getAppCheck().verifyToken(token);
    return null;
  } catch {
    return AppCheckMessages.invalid;
  }
}

/** Checks the request's App Check token as the mode says: throws a 401 when enforced, logs when monitored. */
export async function checkAppCheck(req: { header(name: string): string | undefined; path?: string }, mode = appCheckModeOf(appCheckMode.value())): Promise<void> {
  if (mode === 'off') return;
  const problem = await appCheckProblem(req.header(AppCheckHeader));
  if (!problem) return;
  if (mode === 'enforce') throw unauthorized(problem);
  console.warn(JSON.stringify({ severity: 'WARNING', message: 'App Check (monitor): a call would be refused', path: req.path, problem }));
}
