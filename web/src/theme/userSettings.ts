// settings/{uid}: the signed-in user's own display settings (the theme), read and written through
// typedDoc.settings (lib/documents.ts). The theme follows them; the admin Settings screen edits them.
// Until the user saves any, the defaults apply. (Notifications are conference-wide, not here.)
import type { SettingsDoc } from '@confsys/domain';
import { defaultThemeMode } from './themeMode';

export const defaultSettings: SettingsDoc = { theme: defaultThemeMode };
