// The publisher's checks of a camera-ready file as a list: each with an icon and a word for its outcome
// (passed, failed, a warning; never colour alone), what it looks at, the server's message and the pages
// concerned. Failures come first, then warnings.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { checkOutcome, checkOutcomeLabels, checkText, orderedChecks, type CheckOutcome, type CheckResult } from '../utils/authorProceedings';

const icons = {
  failed: <CancelIcon fontSize="small" color="error" aria-hidden />,
  warning: <WarningAmberIcon fontSize="small" color="warning" aria-hidden />,
  passed: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
} satisfies Record<CheckOutcome, ReactNode>;

export function PublisherChecks({ checks, label }: { checks: readonly CheckResult[]; label: string }) {
  if (checks.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {orderedChecks(checks).map((check) => {
        const outcome = checkOutcome(check);
        return (
          <Box component="li" key={check.check} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}>
            <Box component="span" sx={{ display: 'inline-flex', pt: 0.25 }}>
              {icons[outcome]}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {checkOutcomeLabels[outcome]}:
              </Box>{' '}
              {checkText(check)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
