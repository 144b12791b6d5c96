// The page a submission ends on: the paper ID in large type, what the server stored (the time, the file,
// its size and SHA-256, which wraps rather than runs off), that an email with the same receipt is on its
// way, and where to go next. The author leaves it when they choose, not on a timer.
import { BreakableText } from '../../../components/display/BreakableText';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatDateTime, type UploadReceipt } from '@confsys/domain';

interface SubmissionConfirmationProps {
  paperId: string;
  message: string;
  receipt: UploadReceipt;
  dashboardPath: string;
}

export function SubmissionConfirmation({ paperId, message, receipt, dashboardPath }: SubmissionConfirmationProps) {
  const rows: Array<[string, string]> = [
    ['Received', `${formatDateTime(receipt.receivedAt)} (${receipt.receivedAt.slice(0, 19).replace('T', ' ')} UTC)`],
    ['File', receipt.fileName],
    ['Size', `${receipt.bytes.toLocaleString('en')} bytes`],
    ['SHA-256', receipt.sha256],
  ];
  return (
    <Box component="section" aria-labelledby="submission-confirmed">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        <Typography id="submission-confirmed" component="h2" variant="h6">
          Manuscript submitted
        </Typography>
        <Typography>{message}</Typography>
        <Typography component="p" variant="h4" sx={{ mt: 1, fontWeight: 700 }} aria-label={`Paper ID ${paperId}`}>
          {paperId}
        </Typography>
      </Alert>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        What the server stored
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'break-word', fontFamily: label === 'SHA-256' ? 'monospace' : undefined }}>
              <BreakableText text={value} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mb: 2 }}>The same receipt is on its way to every author listed, by email. Keep it: it shows what you sent and when.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={dashboardPath} variant="contained">
          Go to your dashboard
        </Button>
      </Stack>
    </Box>
  );
}
