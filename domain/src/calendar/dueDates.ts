// When each review is due, and how it stands against that date. A review is due at the calendar's review
// deadline unless the chair set a date for that one assignment. A review submitted after its due date is
// accepted and marked late; one still missing after it is overdue. The reviewer's dashboard, the chair's
// lists and the reminders all read due dates through here.
import { z } from 'zod/mini';
import { isInstant } from './calendar';
import { formatInstantIn, timeLeftText } from '../dates';
import { Messages } from '../messages';

/** PUT .../reviewers/{reviewerId}/due: the review's own due date, or null to follow the calendar's review deadline. */
export const ReviewDueRequestSchema = z.object({
  dueAt: z.nullable(
    z.pipe(
      z.string({ error: Messages.dueAtInvalid }).check(z.refine(isInstant, { error: Messages.dueAtInvalid })),
      z.transform((value: string) => new Date(value).toISOString()),
    ),
  ),
});

/**
 * What the due dates read of an assignment and a review (documents.ts holds their whole schemas, and
 * stores this module's schemas: these shapes keep the dependency one way).
 */
export interface DueAssignment {
  dueAt?: string | null;
}
export interface TimedReview {
  status: string;
  submittedAt?: string;
}

/** The assignment's own due date when the chair set one, or the calendar's review deadline. */
export function dueDateOf(assignment: DueAssignment | undefined, reviewDeadline: string): string {
  return assignment?.dueAt ?? reviewDeadline;
}

export type ReviewTiming = 'on time' | 'late' | 'due' | 'overdue';

/**
 * How a review stands at `now`: submitted on time or late (by the moment it was first submitted), or
 * still missing before (due) or after (overdue) its due date. Reviews submitted before submission times
 * were recorded count as on time.
 */
export function reviewTiming(review: TimedReview | undefined, dueAt: string, now: number): ReviewTiming {
  const submitted = review !== undefined && review.status !== 'Draft';
  const due = Date.parse(dueAt);
  if (submitted) return review.submittedAt !== undefined && Date.parse(review.submittedAt) > due ? 'late' : 'on time';
  return now > due ? 'overdue' : 'due';
}

/** When an assigned reviewer's review is due, and how it stands at `now` (the reviewer's and the chair's screens). */
export function reviewDue(assignment: DueAssignment | undefined, review: TimedReview | null | undefined, reviewDeadline: string, now = Date.now()): { dueAt: string; timing: ReviewTiming } {
  const dueAt = dueDateOf(assignment, reviewDeadline);
  return { dueAt, timing: reviewTiming(review ?? undefined, dueAt, now) };
}

/** How a review's due date reads on the reviewer's and the chair's screens, in the conference's time zone. */
export function dueText(dueAt: string, timing: ReviewTiming, timeZone: string, now: number): string {
  const due = formatInstantIn(dueAt, timeZone);
  switch (timing) {
    case 'due':
      return `Due ${due} (${timeLeftText(Date.parse(dueAt) - now)} left)`;
    case 'overdue':
      return `Overdue: it was due ${due}`;
    case 'late':
      return `Submitted late (due ${due})`;
    default:
      return `Submitted on time (due ${due})`;
  }
}

/** Whole days from `now` until the due date (negative once it has passed), as the reminders count them. */
export function daysUntil(dueAt: string, now: number): number {
  return Math.floor((Date.parse(dueAt) - now) / 86_400_000);
}

/**
 * config/reminders: the automatic reminders. While on, reviewers with a review missing are reminded once
 * when its due date is `daysBefore` days away or nearer, and once more after it has passed; never more
 * than one message per reviewer per day.
 */
export const ReminderSettingsSchema = z.object({
  enabled: z.boolean({ error: Messages.remindersEnabled }),
  daysBefore: z.int({ error: Messages.reminderDaysRange }).check(z.gte(0, { error: Messages.reminderDaysRange }), z.lte(30, { error: Messages.reminderDaysRange })),
  /** Days between reminders of unanswered committee invitations (0 or absent: none sent automatically). */
  invitationDays: z.optional(z.int({ error: Messages.invitationReminderDaysRange }).check(z.gte(0, { error: Messages.invitationReminderDaysRange }), z.lte(30, { error: Messages.invitationReminderDaysRange }))),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const defaultReminderSettings: ReminderSettings = { enabled: false, daysBefore: 3 };

/** The reminder stages of one review: before its due date, and after it has passed. */
export type ReminderStage = 'before' | 'overdue';

/** The stage a missing review is in at `now`, or null while its due date is further away than `daysBefore` days. */
export function reminderStage(dueAt: string, daysBefore: number, now: number): ReminderStage | null {
  const due = Date.parse(dueAt);
  if (now > due) return 'overdue';
  return now >= due - daysBefore * 86_400_000 ? 'before' : null;
}

/** One automatic run: when, and each reviewer it reminded with the papers named. */
export const ReminderRunSchema = z.object({
  at: z.string(),
  reminded: z.array(
    z.object({
      reviewerId: z.string(),
      name: z.string(),
      email: z.string(),
      papers: z.array(z.object({ paperId: z.string(), title: z.string(), dueAt: z.string(), stage: z.enum(['before', 'overdue']) })),
    }),
  ),
});
export type ReminderRun = z.infer<typeof ReminderRunSchema>;

/** meta/reminders: the stages already sent per review (`{paperId}_{reviewerId}`), each reviewer's last day reminded, the last run. */
export const ReminderLogSchema = z.object({
  sent: z.record(z.string(), z.array(z.enum(['before', 'overdue']))),
  lastDay: z.record(z.string(), z.string()),
  lastRun: z.nullable(ReminderRunSchema),
});
export type ReminderLog = z.infer<typeof ReminderLogSchema>;

/**
 * calendarFeeds/{id}: a reviewer's private feed of their due dates. The ID is the SHA-256 (hex) of the
 * link's secret, so the stored data never holds a working link; renewing replaces the document.
 */
export const CalendarFeedSchema = z.object({ uid: z.string(), email: z.string(), createdAt: z.string() });
export type CalendarFeedDoc = z.infer<typeof CalendarFeedSchema>;

/** The feed's secret in its link: 32 random bytes, in hex (64 characters). */
export const calendarFeedTokenFormat = /^[0-9a-f]{64}$/;
