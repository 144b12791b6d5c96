// One author of the final metadata's ordered list, a group named "Author {n}": the name as printed, the
// affiliation, country, email and an optional ORCID iD (checked by its check digit once left, as the
// server checks it); its buttons move it in the list or remove it.
import { Box, TextField, Typography } from '@mui/material';
import type { FieldErrors } from '@confsys/domain';
import { ItemMoveButtons } from '../../../components/forms/ItemMoveButtons';
import { errorProps } from '../../../components/forms/useForm';
import { metadataAuthorFields, metadataAuthorKey, metadataAuthorLabels, type MetadataAuthorField, type MetadataAuthorValues } from '../utils/authorProceedings';
import type { ListItemProps } from '../../../components/forms/useListEditor';

const inputProps: Record<MetadataAuthorField, { type?: string; autoComplete?: string; maxLength: number; hint?: string; required: boolean }> = {
  name: { maxLength: 200, hint: 'As it is printed.', required: true },
  affiliation: { maxLength: 300, hint: 'The institution, as it is printed.', required: true },
  country: { maxLength: 100, autoComplete: 'off', required: true },
  email: { type: 'email', maxLength: 254, required: true },
  orcid: { maxLength: 40, autoComplete: 'off', hint: 'Optional, e.g. 0000-0002-1825-0097.', required: false },
};

/** An author just added: the name takes the focus. */
interface MetadataAuthorFieldsProps extends ListItemProps {
  author: MetadataAuthorValues;
  errors: FieldErrors<string>;
  disabled: boolean;
  removable: boolean;
  onChange: (field: MetadataAuthorField, value: string) => void;
  /** The ORCID iD field was left: it is checked then. */
  onOrcidLeft: () => void;
}

const groupSx = { border: 1, borderColor: 'divider', borderRadius: 1, m: 0, mt: 2, minWidth: 0, p: { xs: 1.5, sm: 2 } } as const;
const fieldsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

export function MetadataAuthorFields(props: MetadataAuthorFieldsProps) {
  const { index, count, author, errors, disabled, removable, autoFocus, onChange, onOrcidLeft, onMove, onRemove } = props;
  const name = `Author ${index + 1}`;
  return (
    <Box component="fieldset" id={`metadata-author-${author.key}`} sx={groupSx}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {name}
      </Typography>
      <Box sx={fieldsGrid}>
        {metadataAuthorFields.map((field) => {
          const spec = inputProps[field];
          const key = metadataAuthorKey(index, field);
          return (
            <TextField
              key={field}
              label={metadataAuthorLabels[field]}
              name={key}
              type={spec.type}
              required={spec.required}
              value={author[field]}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={field === 'orcid' ? onOrcidLeft : undefined}
              disabled={disabled}
              autoFocus={autoFocus && field === 'name'}
              {...errorProps(errors[key], spec.hint)}
              slotProps={{ htmlInput: { maxLength: spec.maxLength, ...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {}), ...(field === 'orcid' ? { spellCheck: false } : {}) } }}
            />
          );
        })}
      </Box>
      <ItemMoveButtons
        idPrefix={`metadata-author-${author.key}`}
        name={name}
        index={index}
        count={count}
        removeLabel="Remove author"
        removable={removable}
        disabled={disabled}
        onMove={onMove}
        onRemove={onRemove}
      />
    </Box>
  );
}
