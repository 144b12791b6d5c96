// The light/dark choice: parsing it, remembering it in local storage (so a reload paints the right
// theme before Firestore answers) and which screens follow it.
import { paths } from '../config/paths';
import type { ThemeMode } from './theme';

export const themeModeStorageKey = 'themeMode';
export const defaultThemeMode: ThemeMode = 'light';

export function parseThemeMode(value: unknown): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The remembered choice, or the default when none (or storage is unavailable). */
export function readStoredThemeMode(storage: Pick<Storage, 'getItem'> | undefined): ThemeMode {
  try {
    return parseThemeMode(storage?.getItem(themeModeStorageKey)) ?? defaultThemeMode;
  } catch {
    return defaultThemeMode;
  }
}

/**
 * Remembers the choice. The default is not written: storage then holds only what differs from it,
 * and an account that never chose leaves nothing behind.
 */
export function storeThemeMode(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, mode: ThemeMode): void {
  try {
    if (mode === defaultThemeMode) storage?.removeItem(themeModeStorageKey);
    else storage?.setItem(themeModeStorageKey, mode);
  } catch {
    // Storage is full or blocked: the theme still switches, it is only not remembered.
  }
}

/**
 * Whether a screen follows the user's theme choice: the admin area does (its layout paints the page
 * background from the theme). MUI screens inside the public layout (author, reviewer, review form)
 * stay light: that layout's own CSS paints a light page, on which dark MUI surfaces would clash.
 */
export function followsUserTheme(pathname: string): boolean {
  return pathname === paths.adminDashboard || pathname.startsWith('/admin/');
}
