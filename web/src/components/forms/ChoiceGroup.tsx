// A labelled group of radio buttons (a suggestion's Yes/No, the recommendation, a participant's attendance,
// a system setting), with its error, or its hint while it has none.
import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';

interface ChoiceGroupProps<T extends string> {
  label: string;
  name: string;
  options: readonly T[];
  value: T | '';
  required?: boolean;
  error?: string;
  disabled: boolean;
  onChange: (value: T) => void;
  /** How an option reads, when not as its value. */
  labelOf?: (value: T) => string;
  /** Said under the group while it has no error: whom the choice is for. */
  hint?: string;
}

export function ChoiceGroup<T extends string>({ label, name, options, value, required = false, error, disabled, onChange, labelOf = (option) => option, hint }: ChoiceGroupProps<T>) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl component="fieldset" required={required} error={Boolean(error)} disabled={disabled} fullWidth sx={{ my: 1 }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error || hint ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        name={name}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
      >
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={labelOf(option)} />
        ))}
      </RadioGroup>
      {error || hint ? (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error ?? hint}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
