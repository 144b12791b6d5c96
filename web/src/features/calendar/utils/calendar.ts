// The Calendar form's values: the time zone, the grace period, and each date as the conference's clock
// reads it (a datetime-local value); what the form sends is the calendar of instants the API takes.
import {
  calendarDates,
  calendarPairProblem,
  calendarOrderProblem,
  defaultTimeZone,
  instantOfWallTime,
  isTimeZone,
  maxGraceMinutes,
  wallTimeIn,
  type Calendar,
  type CalendarDate,
  type FieldErrors,
} from '@confsys/domain';

export type CalendarField = 'timeZone' | 'graceMinutes' | CalendarDate;
export type CalendarValues = Record<CalendarField, string>;

export const calendarDateFields = Object.keys(calendarDates) as CalendarDate[];
export const calendarFields: readonly CalendarField[] = ['timeZone', 'graceMinutes', ...calendarDateFields];

/** The dates a calendar may leave empty. */
export const optionalDates: ReadonlySet<CalendarDate> = new Set(['abstractDeadline', 'biddingOpen', 'biddingClose', 'responseOpen', 'responseClose', 'earlyRegistrationDeadline']);

/** How each date is labelled on the form. */
export const calendarLabels: Record<CalendarDate, string> = {
  abstractDeadline: 'Abstract registration (optional)',
  submissionDeadline: 'Submission deadline',
  biddingOpen: 'Bidding opens (optional)',
  biddingClose: 'Bidding closes (optional)',
  reviewDeadline: 'Review deadline',
  responseOpen: 'Author response opens (optional)',
  responseClose: 'Author response closes (optional)',
  notificationDate: 'Notification of acceptance',
  cameraReadyDeadline: 'Camera-ready deadline',
  earlyRegistrationDeadline: 'Early registration ends (optional)',
  registrationDeadline: 'Registration deadline',
  conferenceStart: 'Conference begins',
  conferenceEnd: 'Conference ends',
};

/** The form's values from the stored calendar (none yet: the conference's zone and empty dates). */
export function calendarValues(calendar: Calendar | null): CalendarValues {
  const timeZone = calendar?.timeZone ?? defaultTimeZone;
  const values = { timeZone, graceMinutes: String(calendar?.graceMinutes ?? 0) } as CalendarValues;
  for (const date of calendarDateFields) {
    const stored = calendar?.[date];
    values[date] = stored ? wallTimeIn(stored, timeZone) : '';
  }
  return values;
}

export type CalendarInput = { [K in keyof Calendar]-?: Calendar[K] } & { abstractDeadline: string | null; biddingOpen: string | null; biddingClose: string | null; responseOpen: string | null; responseClose: string | null; earlyRegistrationDeadline: string | null };

/** What the form would send, or the errors under its fields (the same messages as the server's). */
export function calendarInput(values: CalendarValues): { input: CalendarInput; errors?: undefined } | { input?: undefined; errors: FieldErrors<CalendarField> } {
  const errors: FieldErrors<CalendarField> = {};
  const timeZone = values.timeZone.trim();
  if (!isTimeZone(timeZone)) errors.timeZone = 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.';
  const grace = Number(values.graceMinutes);
  if (values.graceMinutes.trim() === '' || !Number.isInteger(grace) || grace < 0 || grace > maxGraceMinutes) {
    errors.graceMinutes = `The grace period must be a whole number of minutes from 0 to ${maxGraceMinutes}.`;
  }
  const instants: Partial<Record<CalendarDate, string | null>> = {};
  for (const date of calendarDateFields) {
    const wall = values[date].trim();
    if (wall === '') {
      if (optionalDates.has(date)) instants[date] = null;
      else errors[date] = `The ${calendarDates[date]} is required.`;
      continue;
    }
    if (errors.timeZone) continue;
    const result = instantOfWallTime(wall, timeZone);
    if (result.error !== undefined) errors[date] = result.error;
    else instants[date] = result.instant;
  }
  if (Object.keys(errors).length === 0) {
    const problem = calendarOrderProblem(instants) ?? calendarPairProblem(instants);
    if (problem) errors[problem.field] = problem.message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { timeZone, graceMinutes: grace, ...(instants as Record<CalendarDate, string>), abstractDeadline: instants.abstractDeadline ?? null, biddingOpen: instants.biddingOpen ?? null, biddingClose: instants.biddingClose ?? null, responseOpen: instants.responseOpen ?? null, responseClose: instants.responseClose ?? null, earlyRegistrationDeadline: instants.earlyRegistrationDeadline ?? null } };
}
