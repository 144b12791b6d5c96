// Newer and Older through a list the server pages by cursor, newest first (the audit log, the issued
// certificates): the trail of pages read so far, each by the `next` of the one before, so Newer returns
// along it; another filter starts it again.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';

export interface PageTrail {
  /** The cursor of the page shown (null: the first). */
  page: string | null;
  first: boolean;
  older: (next: string) => void;
  newer: () => void;
  restart: () => void;
}

export function usePageTrail(): PageTrail {
  const [pages, setPages] = useState<Array<string | null>>([null]);
  return {
    page: pages.at(-1) ?? null,
    first: pages.length === 1,
    older: (next) => setPages((shown) => [...shown, next]),
    newer: () => setPages((shown) => (shown.length > 1 ? shown.slice(0, -1) : shown)),
    restart: () => setPages([null]),
  };
}

/** The two buttons, named after what the list holds ("entries", "certificates"). */
export function CursorSteps({ trail, next, items }: { trail: PageTrail; next: string | null; items: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      <Button variant="outlined" disabled={trail.first} onClick={trail.newer}>
        Newer {items}
      </Button>
      <Button variant="outlined" disabled={next === null} onClick={() => next && trail.older(next)}>
        Older {items}
      </Button>
    </Stack>
  );
}
