// Above the Submit Manuscript form: the deadline, the author's own extension and the time left, counted
// down (utils/deadline.ts says what); once closed it says so plainly, and the form's Submit button is
// disabled with the same reason.
import { Alert } from '@mui/material';
import type { CalendarValues, Extension } from '@confsys/domain';
import { deadlineTexts, type DeadlinePurpose } from '../utils/deadline';

export function SubmissionDeadline({ calendar, now, extension, purpose = 'submit' }: { calendar: CalendarValues; now: number; extension: Pick<Extension, 'until'> | null; purpose?: DeadlinePurpose }) {
  const { text, closedReason } = deadlineTexts(calendar, now, extension, undefined, purpose);
  return (
    <Alert severity={closedReason ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
