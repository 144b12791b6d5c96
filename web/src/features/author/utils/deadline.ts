// What the Submit Manuscript form says of the submission deadline: the deadline as the conference's clock
// reads it (and the author's, where it differs), the author's own extension, the time left, and once
// it has passed, why Submit is disabled. The server decides by its own clock; this tells the author what
// it will decide.
import { extensionCovers, formatDeadlineIn, submissionWindow, timeLeftText, viewerTimeOf, type CalendarValues, type Extension } from '@confsys/domain';

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the form says of the deadline (and of the author's extension, if the chair granted one), and why Submit is disabled once it has passed (null while open). */
export function deadlineTexts(calendar: CalendarValues, now: number, extension: Pick<Extension, 'until'> | null = null, viewer = viewerZone): { text: string; closedReason: string | null } {
  const span = submissionWindow(calendar, now);
  const named = formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone);
  const extended = extension ? formatDeadlineIn(extension.until, calendar.timeZone) : null;
  if (!span.open) {
    if (extension && extensionCovers(extension, now)) {
      return { text: `Submissions closed on ${named}; your extension lets you submit until ${extended}: ${timeLeftText(Date.parse(extension.until) - now)} left.`, closedReason: null };
    }
    const reason = `Submissions closed on ${named}.${extended ? ` Your extension ended on ${extended}.` : ''}`;
    return { text: `${reason} New papers can no longer be submitted.`, closedReason: reason };
  }
  const deadlineLeft = Date.parse(calendar.submissionDeadline) - now;
  const yours = extension && Date.parse(extension.until) > span.closesAt ? ` Your extension lets you submit until ${extended}.` : '';
  if (deadlineLeft < 0) return { text: `The deadline was ${named}; papers are still accepted for ${timeLeftText(span.left)}.${yours}`, closedReason: null };
  const elsewhere = viewerTimeOf(calendar.submissionDeadline, calendar.timeZone, viewer);
  return { text: `The submission deadline is ${named}${elsewhere ? ` (${elsewhere})` : ''}: ${timeLeftText(deadlineLeft)} left.${yours}`, closedReason: null };
}

