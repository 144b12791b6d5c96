// A warning that a text names someone (an author, a committee member): what was found and whom it names.
// Before a text is sent, it offers the choice to send it anyway or go back and edit (Edit is the safe
// choice); after, it only tells. Announced when it appears.
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { NameWarning } from '@confsys/domain';
import { nameWarningText } from './nameWarnings';

interface Choice {
  /** "Submit anyway", "Post anyway" */
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}

type NameWarningsAlertProps = {
  /** "Your response may reveal who you are" */
  intro: string;
  warnings: readonly NameWarning[];
} & (Choice | { confirmLabel?: undefined; busy?: undefined; onConfirm?: undefined; onEdit?: undefined });

export function NameWarningsAlert({ intro, warnings, confirmLabel, busy = false, onConfirm, onEdit }: NameWarningsAlertProps) {
  return (
    <Alert severity="warning" role="alert" sx={{ my: 2 }}>
      <AlertTitle>{intro}:</AlertTitle>
      <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
        {warnings.map((warning) => (
          <li key={`${warning.text}|${warning.reason}`}>{nameWarningText(warning)}</li>
        ))}
      </Box>
      {onConfirm ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="warning" size="small" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="contained" size="small" disabled={busy} onClick={onEdit}>
            Edit
          </Button>
        </Stack>
      ) : null}
    </Alert>
  );
}
