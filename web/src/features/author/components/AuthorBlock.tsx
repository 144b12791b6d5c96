// One author block of the Submit Manuscript form, a fieldset named "Author {n}" with the seven fields
// and, when there is more than one block, a Remove Author button.
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { authorGenders, manuscriptAuthorFields, type ManuscriptAuthor, type ManuscriptAuthorField } from '@confsys/domain';
import { authorFieldKey, authorFieldNames } from '../utils/authorBlocks';

const inputTypes: Partial<Record<ManuscriptAuthorField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

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
        {authorFieldNames.map((field) => {
          const error = errors[authorFieldKey(index, field)];
          const select = field === 'gender';
          return (
            <TextField
              key={field}
              label={manuscriptAuthorFields[field].label}
              name={authorFieldKey(index, field)}
              type={inputTypes[field] ?? 'text'}
              required
              select={select}
              value={author[field]}
              onChange={(event) => {
                onChange(field, event.target.value);
                if (select) onLeave(field);
              }}
              onBlur={() => onLeave(field)}
              error={Boolean(error)}
              helperText={error}
              disabled={disabled}
              slotProps={field === 'phone' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
            >
              {select
                ? authorGenders.map((gender) => (
                    <MenuItem key={gender} value={gender}>
                      {gender}
                    </MenuItem>
                  ))
                : undefined}
            </TextField>
          );
        })}
      </Box>
      {removable ? (
        <Button color="error" onClick={onRemove} disabled={disabled} sx={{ mt: 1 }}>
          Remove Author
        </Button>
      ) : null}
    </Box>
  );
}
