// Paper Management's reminders: what the preview says before anything is sent (who gets a reminder,
// about which papers), the send button's label, and the outcome the server reports.
import type { ReminderPreviewAnswer } from '@confsys/domain';
import type { Notice } from '../../../components/feedback/FormNotice';

export type ReviewerReminder = ReminderPreviewAnswer['reminders'][number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Said when no reviewer has a review missing: nothing to send. */
export const noRemindersText = 'No review is missing: every reviewer assigned to a paper under review has submitted. There is no one to remind.';

/** The preview's first line: "2 reviewers will be reminded of 3 missing reviews:". */
export function reminderSummary(reminders: readonly ReviewerReminder[]): string {
  const reviews = reminders.reduce((total, reminder) => total + reminder.missing, 0);
  const who = reminders.length === 1 ? '1 reviewer will be reminded' : `${reminders.length} reviewers will be reminded`;
  return `${who} of ${plural(reviews, 'missing review', 'missing reviews')}:`;
}

/** The send button: "Send 1 reminder", "Send 3 reminders". */
export function sendRemindersLabel(count: number): string {
  return `Send ${plural(count, 'reminder', 'reminders')}`;
}

/** One paper of a reviewer's reminder: "P-2026-001: Graph Colouring". */
export function reminderPaperText(paper: ReviewerReminder['papers'][number]): string {
  return `${paper.paperId}: ${paper.title}`;
}

/** Under a reviewer's papers when the preview lists only the first of them: "and 12 more (the reminder names every one)". */
export function morePapersText(reminder: Pick<ReviewerReminder, 'missing' | 'papers'>): string | null {
  const more = reminder.missing - reminder.papers.length;
  return more > 0 ? `and ${more} more (the reminder names every one)` : null;
}

/** Who gets the reminders: the reviewers previewed, no one else. */
export function reminderRecipients(reminders: readonly ReviewerReminder[]): string[] {
  return reminders.map((reminder) => reminder.reviewerId);
}

/** The server's word after sending: a success when reminders were queued, else for information. */
export function remindersSentNotice(answer: { message: string; queued: number }): NonNullable<Notice> {
  return { severity: answer.queued > 0 ? 'success' : 'info', text: answer.message };
}
