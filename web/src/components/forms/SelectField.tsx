// A labelled select of a closed list of choices (a filter, a bulk action): each choice a value and the
// text it reads as; the change hands back the chosen value, never free text. `native` is the browser's
// own list, for a filter beside a search form.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** The choices of a closed set whose labels are a map. */
export function choicesOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Choice<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectFieldProps<T extends string> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children' | 'slotProps'> & {
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  native?: boolean;
};

export function SelectField<T extends string>({ value, choices, onChange, native = false, ...props }: SelectFieldProps<T>) {
  return (
    <TextField
      select
      size="small"
      {...props}
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => choice.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      slotProps={native ? { select: { native: true }, inputLabel: { shrink: true } } : undefined}
    >
      {choices.map((choice) =>
        native ? (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ) : (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
