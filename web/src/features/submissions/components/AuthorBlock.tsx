// One author block of the Submit Manuscript form, a fieldset named "Author {n}" with the seven fields
// and, when there is more than one block, a Remove Author button.
import { Box, Button, Typography } from '@mui/material';
import { genders, manuscriptAuthorFields, type ManuscriptAuthor, type ManuscriptAuthorField } from '@confsys/domain';
import { DetailsField } from '../../../components/forms/DetailsField';
import type { DetailsFieldConfig } from '../../../components/forms/detailsFields';
import { errorProps } from '../../../components/forms/useForm';
import { authorFieldKey, authorFieldNames } from '../utils/authorBlocks';

const inputTypes: Partial<Record<ManuscriptAuthorField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

const fieldConfigs: DetailsFieldConfig<ManuscriptAuthorField>[] = authorFieldNames.map((name) => ({
  name,
  type: inputTypes[name],
  options: name === 'gender' ? genders : undefined,
}));

interface AuthorBlockProps {
  index: number;
  author: ManuscriptAuthor;
  /** The errors on screen, keyed `authors.{index}.{field}`. */
  errors: Record<string, string>;
  removable: boolean;
  disabled: boolean;
  onChange: (field: ManuscriptAuthorField, value: string) => void;
  onLeave: (field: ManuscriptAuthorField) => void;
  onRemove: () => void;
}

export function AuthorBlock({ index, author, errors, removable, disabled, onChange, onLeave, onRemove }: AuthorBlockProps) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, pt: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        Author {index + 1}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {fieldConfigs.map((field) => (
          <DetailsField
            key={field.name}
            field={field}
            label={manuscriptAuthorFields[field.name].label}
            name={authorFieldKey(index, field.name)}
            value={author[field.name]}
            onChange={(event) => {
              onChange(field.name, event.target.value);
              // A choice from the list is made once chosen: its error shows at once.
              if (field.options) onLeave(field.name);
            }}
            onBlur={() => onLeave(field.name)}
            {...errorProps(errors[authorFieldKey(index, field.name)])}
            disabled={disabled}
          />
        ))}
      </Box>
      {removable ? (
        <Button color="error" onClick={onRemove} disabled={disabled} sx={{ mt: 1 }}>
          Remove Author
        </Button>
      ) : null}
    </Box>
  );
}
