// The merge fields a mailing's recipients may carry, each with what it holds; choosing one puts it into
// the body where the cursor was. A field that is not listed is refused by the check before sending.
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { mergeFields, type MergeFieldName } from '@confsys/domain';

export function MergeFieldList({ fields, onPick }: { fields: readonly MergeFieldName[]; onPick: (field: MergeFieldName) => void }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="merge-fields-label" sx={{ mb: 1 }}>
        Fields these recipients may carry (choose one to put it into the body):
      </Typography>
      <Box component="ul" aria-labelledby="merge-fields-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field) => (
          <li key={field}>
            <Tooltip title={mergeFields[field].label}>
              <Chip size="small" variant="outlined" label={`{{${field}}}`} aria-label={`Insert {{${field}}}: ${mergeFields[field].label}`} onClick={() => onPick(field)} sx={{ fontFamily: 'monospace' }} />
            </Tooltip>
          </li>
        ))}
      </Box>
    </Box>
  );
}
