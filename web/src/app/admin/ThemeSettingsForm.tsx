// The Settings screen's theme form (My account): Light or Dark, the admin's own choice, in their
// settings/{uid} document with how they hear of discussions, which stays as it was. The screens switch
// as soon as it is saved. Nobody else's screens change.
import { useState } from 'react';
import type { SettingsDoc } from '@confsys/domain';
import { useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { ChoiceSettingsSection } from './ChoiceSettingsSection';
import { errorText } from '../../lib/failures';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { useSystemSettings } from '../../api/site/getSystemSettings';
import { useSaveSystemSettings } from '../../api/site/saveSystemSettings';
import { themeChoice, themeSaved } from './settings';

export function ThemeSettingsForm({ uid }: { uid: string }) {
  const stored = useSystemSettings(uid);
  const { mode } = useThemeMode();
  // Until the stored settings arrive (or if they cannot be read) the form starts from the theme shown.
  const initial: SettingsDoc = stored.status === 'success' ? stored.data : { theme: mode };
  return <ThemeFields key={stored.status} uid={uid} initial={initial} loading={stored.status === 'pending'} />;
}

function ThemeFields({ uid, initial, loading }: { uid: string; initial: SettingsDoc; loading: boolean }) {
  const { setMode } = useThemeMode();
  const save = useSaveSystemSettings(uid);
  const [theme, setTheme] = useState<SettingsDoc['theme']>(initial.theme);
  const { submit, notice } = useSubmitOutcome({
    check: () => ({ input: { ...initial, theme } }),
    send: async (input) => {
      await save.mutateAsync(input);
      setMode(input.theme);
      return { message: themeSaved };
    },
    refusal: (error) => ({ message: errorText(error), fieldErrors: {} }),
  });
  const disabled = loading || save.isPending;
  return (
    <ChoiceSettingsSection choice={themeChoice} value={theme} onChange={setTheme} disabled={disabled} notice={notice} busy={loading} onSubmit={submit} />
  );
}
