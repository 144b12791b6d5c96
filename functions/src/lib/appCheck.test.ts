// App Check's modes and the emulators' debug token: off never reads the header, monitor accepts and logs,
// enforce refuses with a 401 saying what is wrong, and an unknown mode enforces.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppCheckMessages } from '@confsys/domain';
import { appCheckModeOf, appCheckProblem, checkAppCheck } from './appCheck';

const debugToken = 'c0ffee00-0000-4000-8000-000000000001';
const request = (token?: string) => ({ header: (name: string) => (name === 'X-Firebase-AppCheck' ? token : undefined), path: '/api/authors/login' });

afterEach(() => vi.restoreAllMocks());

describe('the token', () => {
  it('under the emulators: the configured debug token passes; none, another or an unset one does not', async () => {
    expect(await appCheckProblem(debugToken, true, debugToken)).toBeNull();
    expect(await appCheckProblem(undefined, true, debugToken)).toBe(AppCheckMessages.missing);
    expect(await appCheckProblem('c0ffee00-0000-4000-8000-000000000002', true, debugToken)).toBe(AppCheckMessages.invalid);
    expect(await appCheckProblem('', true, '')).toBe(AppCheckMessages.missing);
    expect(await appCheckProblem('anything', true, '')).toBe(AppCheckMessages.invalid);
  });

  it('deployed: the debug token is just an invalid token (App Check verifies every token)', async () => {
    expect(await appCheckProblem(debugToken, false, debugToken)).toBe(AppCheckMessages.invalid);
  });
});

describe('the modes', () => {
  it('enforce refuses a call without a valid token with a 401 that says what is wrong', async () => {
    await expect(checkAppCheck(request(), 'enforce')).rejects.toMatchObject({ status: 401, message: AppCheckMessages.missing });
  });

  it('monitor accepts it and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(checkAppCheck(request(), 'monitor')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(AppCheckMessages.missing.slice(0, 30)));
  });

  it('off does not look at the header', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(checkAppCheck(request(), 'off')).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a mode that is none of the three enforces, so a typo never turns the check off', () => {
    expect(appCheckModeOf('monitor')).toBe('monitor');
    expect(appCheckModeOf('Enforced')).toBe('enforce');
  });
});

it('the site built for the emulators sends the debug token the emulated functions accept', () => {
  const value = (file: string, name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync(join(__dirname, '../../..', file), 'utf8'))?.[1];
  const accepted = value('functions/.env.local', 'APP_CHECK_DEBUG_TOKEN');
  expect(accepted).toMatch(/^[0-9a-f-]{36}$/);
  expect(value('web/.env.emulator', 'VITE_APP_CHECK_DEBUG_TOKEN')).toBe(accepted);
});
