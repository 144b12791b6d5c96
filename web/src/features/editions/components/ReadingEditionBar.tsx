// The admin screens' edition menu, once there is more than one edition: the chair reads the current
// edition or an archived one. Reading an archived one, every screen and export shows its data as it
// stood (the API answers from it, X-Edition) and a banner says so, with the way back; changes are
// refused by the server, which names the edition.
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEditions } from '../../../api/editions/getEditions';
import { setReadingEdition, useReadingEdition } from '../../../lib/readingEdition';

export function ReadingEditionBar() {
  // The chair's own list (never cached by the browser), read again when an edition is made or opened.
  const editions = useEditions();
  const reading = useReadingEdition();
  const queryClient = useQueryClient();
  const list = (editions.data?.editions ?? []).filter((edition) => edition.state !== 'draft').reverse();
  const current = list.find((edition) => edition.state === 'current');
  // An edition no longer listed as archived (the registry changed in another tab) is read no more: the
  // choice is dropped, so no request names it again.
  const chosen = reading && list.some((edition) => edition.id === reading.id && edition.state === 'archived') ? reading : null;
  const stale = editions.data !== undefined && reading !== null && chosen === null;
  useEffect(() => {
    if (!stale) return;
    setReadingEdition(null);
    void queryClient.resetQueries();
  }, [stale, queryClient]);
  if (list.length < 2) return null;

  function choose(id: string) {
    const edition = list.find((candidate) => candidate.id === id);
    setReadingEdition(edition && edition.state === 'archived' ? edition : null);
    // Every answer read so far is the other edition's.
    void queryClient.resetQueries();
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TextField select size="small" label="Edition" value={chosen?.id ?? current?.id ?? ''} onChange={(event) => choose(event.target.value)} sx={{ minWidth: 220 }}>
          {list.map((edition) => (
            <MenuItem key={edition.id} value={edition.id}>
              {edition.name} ({edition.state === 'current' ? 'current' : 'archived'})
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {chosen ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => choose(current?.id ?? '')}>
              Back to {current?.name ?? 'the current edition'}
            </Button>
          }
        >
          You are reading {chosen.name}, archived: every screen and export shows its papers, reviews, payments and counters as they stood. Nothing in it can change.
        </Alert>
      ) : null}
    </Box>
  );
}
