// A text field described by a config (type, autocomplete, a select's options, layout), and the two
// sections of the registration forms (author account and conference registration) made of them.
import { Fragment, type ReactNode } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { registrationGenders } from '@confsys/domain';
import type { FieldProps } from './useForm';

export interface DetailsFieldConfig<Name extends string> {
  name: Name;
  autoComplete?: string;
  type?: 'email' | 'tel' | 'password';
  /** A select of these choices. */
  options?: readonly string[];
  multiline?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

export interface DetailsSection<Name extends string> {
  title: string;
  fields: DetailsFieldConfig<Name>[];
}

type PersonalField = 'name' | 'gender' | 'designation' | 'organization' | 'phone' | 'address';

const personalDetailsFields: DetailsFieldConfig<PersonalField>[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'gender', autoComplete: 'sex', options: registrationGenders },
  { name: 'designation', autoComplete: 'organization-title' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'phone', autoComplete: 'tel-national', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', multiline: true, wide: true },
];

/** A registration form's sections; the forms differ only in the name of the login email field. */
export function registrationSections<Email extends string>(emailField: Email): DetailsSection<PersonalField | Email | 'password' | 'confirmPassword'>[] {
  return [
    { title: 'Personal Details', fields: personalDetailsFields },
    {
      title: 'Login Details',
      fields: [
        { name: emailField, autoComplete: 'email', type: 'email', wide: true },
        { name: 'password', autoComplete: 'new-password', type: 'password' },
        { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
      ],
    },
  ];
}

interface DetailsSectionsProps<Name extends string> {
  sections: DetailsSection<Name>[];
  renderField: (field: DetailsFieldConfig<Name>) => ReactNode;
}

/** Each section under its heading, its fields in a two-column grid. */
export function DetailsSections<Name extends string>({ sections, renderField }: DetailsSectionsProps<Name>) {
  return sections.map((section) => (
    <Box component="section" key={section.title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {section.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {section.fields.map((field) => (
          <Fragment key={field.name}>{renderField(field)}</Fragment>
        ))}
      </Box>
    </Box>
  ));
}

interface DetailsFieldProps<Name extends string> extends FieldProps {
  field: DetailsFieldConfig<Name>;
  label: string;
  disabled: boolean;
  onBlur?: () => void;
}

export function DetailsField<Name extends string>({ field, label, disabled, ...props }: DetailsFieldProps<Name>) {
  return (
    <TextField
      label={label}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      required
      select={field.options !== undefined}
      multiline={field.multiline ?? false}
      minRows={field.multiline ? 2 : undefined}
      {...props}
      disabled={disabled}
      sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={field.type === 'tel' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    >
      {field.options?.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
