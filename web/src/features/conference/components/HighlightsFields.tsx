// The Conference form's highlights: the home page's cards, each a title and a text, added, moved and
// removed (at most identityLimits.highlights), each under a heading that numbers it.
import { useId } from 'react';
import { Box, Button, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import { identityLimits } from '@confsys/domain';
import { ItemMoveButtons } from '../../../components/forms/ItemMoveButtons';
import type { ListItemProps } from '../../../components/forms/useListEditor';
import { highlightName, newHighlight, type HighlightValues, type ListFieldsProps } from '../utils/conferenceForm';
import { useConferenceList } from '../hooks/useConferenceList';

export function HighlightsFields(props: ListFieldsProps) {
  const { values, errors, field, disabled } = props;
  const { highlights } = values;
  const { addButton, add, item } = useConferenceList(props, 'highlights', { make: newHighlight, nameOf: highlightName, idPrefix: 'highlight' });

  return (
    <>
      {highlights.length === 0 ? <Typography sx={{ mt: 2 }}>No highlights: the home page shows none.</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {highlights.map((highlight, index) => (
          <HighlightFields key={highlight.key} highlight={highlight} field={field} disabled={disabled} {...item(index)} />
        ))}
      </Box>
      <Button ref={addButton} variant="outlined" onClick={add} disabled={disabled || highlights.length >= identityLimits.highlights} sx={{ mt: 2 }}>
        Add highlight
      </Button>
      <FormHelperText error={Boolean(errors.highlights)}>{errors.highlights ?? `At most ${identityLimits.highlights} highlights.`}</FormHelperText>
    </>
  );
}

/** A highlight just added: its title takes the focus. */
interface HighlightFieldsProps extends ListItemProps {
  highlight: HighlightValues;
  field: ListFieldsProps['field'];
  disabled: boolean;
}

function HighlightFields({ highlight, index, count, field, disabled, autoFocus, onMove, onRemove }: HighlightFieldsProps) {
  const headingId = useId();
  const path = `highlights.${index}`;
  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4">
        Highlight {index + 1}
      </Typography>
      <TextField label="Title" required fullWidth margin="dense" disabled={disabled} autoFocus={autoFocus} {...field(`${path}.title`)} />
      <TextField label="Text" required fullWidth multiline minRows={2} margin="dense" disabled={disabled} {...field(`${path}.text`)} />
      <ItemMoveButtons
        idPrefix={`highlight-${highlight.key}`}
        name={highlightName(highlight, index)}
        index={index}
        count={count}
        removeLabel="Remove highlight"
        disabled={disabled}
        onMove={onMove}
        onRemove={onRemove}
      />
    </Paper>
  );
}
