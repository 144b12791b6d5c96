// One field of the registration forms (author account and conference registration), and the Personal
// Details section both forms share.
import { MenuItem, TextField } from '@mui/material';
import { registrationGenders } from '@confsys/domain';

export interface DetailsFieldConfig<Name extends string> {
  name: Name;
  autoComplete: string;
  type?: 'email' | 'tel' | 'password';
  kind?: 'select' | 'multiline';
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

type PersonalField = 'name' | 'gender' | 'designation' | 'organization' | 'phone' | 'address';

export const personalDetailsFields: DetailsFieldConfig<PersonalField>[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'gender', autoComplete: 'sex', kind: 'select' },
  { name: 'designation', autoComplete: 'organization-title' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'phone', autoComplete: 'tel-national', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', kind: 'multiline', wide: true },
];

interface DetailsFieldProps<Name extends string> {
  field: DetailsFieldConfig<Name>;
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

export function DetailsField<Name extends string>({ field, label, value, error, disabled, onChange }: DetailsFieldProps<Name>) {
  return (
    <TextField
      label={label}
      name={field.name}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      required
      select={field.kind === 'select'}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 2 : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={field.type === 'tel' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    >
      {field.kind === 'select'
        ? registrationGenders.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {gender}
            </MenuItem>
          ))
        : undefined}
    </TextField>
  );
}
