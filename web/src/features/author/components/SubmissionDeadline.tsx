// Above the Submit Manuscript form: when submissions close, as the conference's clock reads it (and the
// author's, where it differs), and the time left, counted down each minute. Once closed it says so
// plainly; the form's Submit button is then disabled with the same reason. The server decides by its own
// clock; this only tells the author what it will decide.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { formatDeadlineIn, submissionWindow, timeLeftText, viewerTimeOf, type CalendarValues } from '@confsys/domain';

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The moment now, renewed every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** What the form says of the deadline, and why Submit is disabled once it has passed (null while open). */
export function deadlineTexts(calendar: CalendarValues, now: number): { text: string; closedReason: string | null } {
  const span = submissionWindow(calendar, now);
  const named = formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone);
  if (!span.open) {
    const reason = `Submissions closed on ${named}.`;
    return { text: `${reason} New papers can no longer be submitted.`, closedReason: reason };
  }
  const deadlineLeft = Date.parse(calendar.submissionDeadline) - now;
  if (deadlineLeft < 0) return { text: `The deadline was ${named}; papers are still accepted for ${timeLeftText(span.left)}.`, closedReason: null };
  const elsewhere = viewerTimeOf(calendar.submissionDeadline, calendar.timeZone, viewerZone);
  return { text: `The submission deadline is ${named}${elsewhere ? ` (${elsewhere})` : ''}: ${timeLeftText(deadlineLeft)} left.`, closedReason: null };
}

export function SubmissionDeadline({ calendar, now }: { calendar: CalendarValues; now: number }) {
  const { text, closedReason } = deadlineTexts(calendar, now);
  return (
    <Alert severity={closedReason ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
