// Above the Submit Manuscript form: the deadline, the author's own extension and the time left, counted
// down (utils/deadline.ts says what); once closed it says so plainly, and the form's Submit button is
// disabled with the same reason.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import type { CalendarValues, Extension } from '@confsys/domain';
import { deadlineTexts } from '../utils/deadline';

/** The moment now, renewed every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function SubmissionDeadline({ calendar, now, extension }: { calendar: CalendarValues; now: number; extension: Pick<Extension, 'until'> | null }) {
  const { text, closedReason } = deadlineTexts(calendar, now, extension);
  return (
    <Alert severity={closedReason ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
