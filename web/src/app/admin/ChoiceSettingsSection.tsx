// A Settings form of one choice (Notifications, Theme): its radio buttons under their legend with a hint
// saying whom the choice reaches, and the form's own Save.
import type { FormEvent } from 'react';
import { Button } from '@mui/material';
import { ChoiceGroup } from '../../components/forms/ChoiceGroup';
import { SettingsSection } from '../../components/layout/SettingsSection';
import type { Notice } from '../../components/feedback/FormNotice';

/** The choice a form offers: its title (the legend too), field name, hint, options and Save label. */
export interface SettingsChoice<V extends string> {
  title: string;
  name: string;
  hint: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  saveLabel: string;
}

interface ChoiceSettingsSectionProps<V extends string> {
  choice: SettingsChoice<V>;
  value: V;
  onChange: (value: V) => void;
  disabled: boolean;
  notice: Notice;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function ChoiceSettingsSection<V extends string>({ choice, value, onChange, disabled, notice, busy, onSubmit }: ChoiceSettingsSectionProps<V>) {
  const { title, name, hint, options, saveLabel } = choice;
  return (
    <SettingsSection title={title} notice={notice} busy={busy} onSubmit={onSubmit}>
      <ChoiceGroup
        label={title}
        hint={hint}
        name={name}
        options={options.map((option) => option.value)}
        labelOf={(chosen) => options.find((option) => option.value === chosen)?.label ?? chosen}
        value={value}
        disabled={disabled}
        onChange={(chosen) => {
          const option = options.find((entry) => entry.value === chosen);
          if (option) onChange(option.value);
        }}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        {saveLabel}
      </Button>
    </SettingsSection>
  );
}
