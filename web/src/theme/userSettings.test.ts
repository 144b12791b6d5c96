import { describe, expect, it } from 'vitest';
import { toSettings } from './userSettings';

describe('toSettings', () => {
  it("reads the chair's saved choices", () => {
    expect(toSettings({ notifications: 'disabled', theme: 'dark' })).toEqual({ notifications: 'disabled', theme: 'dark' });
  });

  it('uses the defaults for a missing document or unknown values', () => {
    expect(toSettings(undefined)).toEqual({ notifications: 'enabled', theme: 'light' });
    expect(toSettings({ notifications: 'sometimes', theme: 'sepia', extra: 1 })).toEqual({ notifications: 'enabled', theme: 'light' });
  });
});
