// The App Check debug token the emulated functions accept (APP_CHECK_DEBUG_TOKEN in functions/.env.local,
// where the suite runs with APP_CHECK=enforce): every test client sends it, as the site built for the
// emulators does (docs/security.md, App Check).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppCheckHeader } from '@confsys/domain';
import { root } from '../../scripts/lib/emulators.mjs';

const localEnv = readFileSync(join(root, 'functions/.env.local'), 'utf8');

/** The debug token, or a failure naming the file that should set it. */
export const appCheckDebugToken = /^APP_CHECK_DEBUG_TOKEN=(.+)$/m.exec(localEnv)?.[1]?.trim() ?? '';
if (!appCheckDebugToken) throw new Error('functions/.env.local sets no APP_CHECK_DEBUG_TOKEN: the emulated API refuses sign-in, registration, submission and payments without it.');

/** The header that carries it. */
export const appCheckHeaders = { [AppCheckHeader]: appCheckDebugToken };
