// A text field for a whole or decimal number between bounds: the browser's number input with its min,
// max and step, and the keyboard a phone shows for it (digits only for whole numbers).
import { TextField, type TextFieldProps } from '@mui/material';

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  min: number;
  max: number;
  /** 1 (the default) for whole numbers; 'any' for a decimal. */
  step?: number | 'any';
};

export function NumberField({ min, max, step = 1, ...props }: NumberFieldProps) {
  const inputMode = step === 'any' || !Number.isInteger(step) ? 'decimal' : 'numeric';
  return <TextField {...props} type="number" slotProps={{ htmlInput: { min, max, step, inputMode } }} />;
}
