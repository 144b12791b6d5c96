// What the Submit Manuscript form says of the submission deadline: the deadline as the conference's clock
// reads it (and the author's, where it differs), the author's own extension, the time left, and once
// it has passed, why Submit is disabled. The server decides by its own clock; this tells the author what
// it will decide.
import { extensionCovers, formatDeadlineIn, submissionWindow, timeLeftText, viewerTimeOf, type CalendarValues, type Extension, viewerTimeZone } from '@confsys/domain';

const viewerZone = viewerTimeZone();

/** Submitting a new paper, or changing one already submitted (the same deadline, other words). */
export type DeadlinePurpose = 'submit' | 'change';

const words = {
  submit: { closed: 'Submissions closed on', after: 'New papers can no longer be submitted.', lets: 'submit', deadline: 'The submission deadline is', accepted: 'papers are still accepted' },
  change: { closed: 'Changes to submitted papers closed on', after: 'The paper can no longer be changed, but it can still be withdrawn.', lets: 'change your paper', deadline: 'Papers can be changed until', accepted: 'changes are still accepted' },
} as const;

/** What the form says of the deadline (and of the author's extension, if the chair granted one), and why its button is disabled once it has passed (null while open). */
export function deadlineTexts(
  calendar: CalendarValues,
  now: number,
  extension: Pick<Extension, 'until'> | null = null,
  viewer = viewerZone,
  purpose: DeadlinePurpose = 'submit',
): { text: string; closedReason: string | null } {
  const said = words[purpose];
  const span = submissionWindow(calendar, now);
  const named = formatDeadlineIn(calendar.submissionDeadline, calendar.timeZone);
  const extended = extension ? formatDeadlineIn(extension.until, calendar.timeZone) : null;
  if (!span.open) {
    if (extension && extensionCovers(extension, now)) {
      return { text: `${said.closed} ${named}; your extension lets you ${said.lets} until ${extended}: ${timeLeftText(Date.parse(extension.until) - now)} left.`, closedReason: null };
    }
    const reason = `${said.closed} ${named}.${extended ? ` Your extension ended on ${extended}.` : ''}`;
    return { text: `${reason} ${said.after}`, closedReason: reason };
  }
  const deadlineLeft = Date.parse(calendar.submissionDeadline) - now;
  const yours = extension && Date.parse(extension.until) > span.closesAt ? ` Your extension lets you ${said.lets} until ${extended}.` : '';
  if (deadlineLeft < 0) return { text: `The deadline was ${named}; ${said.accepted} for ${timeLeftText(span.left)}.${yours}`, closedReason: null };
  const elsewhere = viewerTimeOf(calendar.submissionDeadline, calendar.timeZone, viewer);
  return { text: `${said.deadline} ${named}${elsewhere ? ` (${elsewhere})` : ''}: ${timeLeftText(deadlineLeft)} left.${yours}`, closedReason: null };
}
