// A MUI text field described by a config (type, autocomplete, a select's options, layout), and the
// sections of a registration form made of them (the configs are in detailsFields.ts).
import { Fragment, type ReactNode } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { FieldProps } from './useForm';
import type { DetailsFieldConfig, DetailsSection } from './detailsFields';

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
