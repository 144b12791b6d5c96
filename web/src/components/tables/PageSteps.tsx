// Previous and Next through the pages of a list the server pages (the bids nobody made, a proposal's
// pairs), with where the reader is; nothing when the list has one page.
import { Button, Stack, Typography } from '@mui/material';

export function PageSteps({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} component="nav" aria-label={label}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {page} of {pageCount}
      </Typography>
      <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
