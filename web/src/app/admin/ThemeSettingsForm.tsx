// The Settings screen's theme form (My account): Light or Dark, the admin's own choice, in their
// settings/{uid} document with how they hear of discussions, which stays as it was. The screens switch
// as soon as it is saved. Nobody else's screens change.
import { useState } from 'react';
import { Button } from '@mui/material';
import type { SettingsDoc } from '@confsys/domain';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { useSubmitOutcome } from '../../components/forms/useSubmitOutcome';
import { SettingsSection } from '../../components/layout/SettingsSection';
import { errorText } from '../../lib/failures';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { useSystemSettings } from '../../api/site/getSystemSettings';
import { useSaveSystemSettings } from '../../api/site/saveSystemSettings';
import { themeHint, themeOptions, themeSaved } from './settings';

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
    <SettingsSection title="Theme" notice={notice} busy={loading} onSubmit={submit}>
      <ChoiceGroup
        label="Theme"
        hint={themeHint}
        name="theme"
        options={themeOptions.map((option) => option.value)}
        labelOf={(value) => themeOptions.find((option) => option.value === value)?.label ?? value}
        value={theme}
        disabled={disabled}
        onChange={(value) => setTheme(themeOptions.find((option) => option.value === value)?.value ?? theme)}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Theme
      </Button>
    </SettingsSection>
  );
}
