// A yes-or-no setting of a form: a switch (or a checkbox) with its label, and the hint under it that
// describes it to a screen reader.
import { useId, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, Switch } from '@mui/material';

interface ToggleFieldProps {
  name: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  /** A switch turns a setting on or off; a checkbox agrees to a condition. */
  control?: 'switch' | 'checkbox';
}

export function ToggleField({ name, label, hint, checked, onChange, disabled, control = 'switch' }: ToggleFieldProps) {
  const hintId = useId();
  const Control = control === 'switch' ? Switch : Checkbox;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={<Control name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />}
        label={label}
        disabled={disabled}
      />
      <FormHelperText id={hintId}>{hint}</FormHelperText>
    </>
  );
}
