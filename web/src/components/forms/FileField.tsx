// A labelled file input with its error or hint as helper text. The input is uncontrolled (browsers do
// not let scripts set a file), so the parent clears it by changing the `key`.
import { TextField } from '@mui/material';
import { errorProps } from './useForm';

interface FileFieldProps {
  label: string;
  name: string;
  accept: string;
  required: boolean;
  error?: string;
  /** Shown when there is no error: the chosen file, or what to choose. */
  hint?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

export function FileField({ label, name, accept, required, error, hint, disabled, onChange }: FileFieldProps) {
  return (
    <TextField
      type="file"
      label={label}
      name={name}
      required={required}
      disabled={disabled}
      {...errorProps(error, hint)}
      onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept } }}
    />
  );
}
