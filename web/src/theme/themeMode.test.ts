import { describe, expect, it } from 'vitest';
import { followsUserTheme, parseThemeMode, readStoredThemeMode, storeThemeMode, themeModeStorageKey } from './themeMode';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('theme mode', () => {
  it('accepts only light and dark', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode('Dark')).toBeNull();
    expect(parseThemeMode(undefined)).toBeNull();
  });

  it("paints the chair's remembered dark choice at once after a reload", () => {
    expect(readStoredThemeMode(memoryStorage({ [themeModeStorageKey]: 'dark' }))).toBe('dark');
  });

  it('falls back to light when nothing (or nonsense) is stored, or storage is unavailable', () => {
    expect(readStoredThemeMode(memoryStorage())).toBe('light');
    expect(readStoredThemeMode(memoryStorage({ [themeModeStorageKey]: 'purple' }))).toBe('light');
    expect(readStoredThemeMode(undefined)).toBe('light');
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readStoredThemeMode(blocked)).toBe('light');
  });

  it('remembers dark and forgets the key again when the chair goes back to light', () => {
    const storage = memoryStorage();
    storeThemeMode(storage, 'dark');
    expect(storage.items.get(themeModeStorageKey)).toBe('dark');
    storeThemeMode(storage, 'light');
    expect(storage.items.has(themeModeStorageKey)).toBe(false);
  });

  it('applies the choice to the admin area only', () => {
    for (const path of ['/admindashboard', '/admin/dashboard', '/admin/profile']) expect(followsUserTheme(path), path).toBe(true);
    for (const path of ['/adminlogin', '/reviewform', '/authordashboard']) expect(followsUserTheme(path), path).toBe(false);
  });
});
