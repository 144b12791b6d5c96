// Why something failed, announced as an alert; nothing while nothing failed.
import { Alert, type SxProps, type Theme } from '@mui/material';

interface FailureAlertProps {
  text: string | null | undefined;
  /** Offered when the person may dismiss it. */
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

export function FailureAlert({ text, onClose, sx }: FailureAlertProps) {
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={sx}>
      {text}
    </Alert>
  );
}
