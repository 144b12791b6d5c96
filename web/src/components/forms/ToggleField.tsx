// A yes-or-no setting of a form: a switch (or a checkbox) with its label, and the hint under it that
// describes it to a screen reader (its error instead, when it has one). Spread useForm's choice(name).
import { useId, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { ChoiceProps } from './useForm';

interface ToggleFieldProps extends ChoiceProps<boolean> {
  label: string;
  hint: ReactNode;
  disabled: boolean;
  /** A switch turns a setting on or off; a checkbox agrees to a condition. */
  control?: 'switch' | 'checkbox';
}

export function ToggleField({ name, value, error, onChange, label, hint, disabled, control = 'switch' }: ToggleFieldProps) {
  const hintId = useId();
  const Control = control === 'switch' ? Switch : Checkbox;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={<Control name={name} checked={value} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />}
        label={label}
        disabled={disabled}
      />
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </>
  );
}
