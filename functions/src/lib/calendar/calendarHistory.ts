// The calendar's settings as the API serves them: how many changes the history keeps, and whether a
// saved calendar changes anything.
import { CalendarSchema, type Calendar } from '@confsys/domain';

/** Whether two calendars hold the same values (key order aside). */
export function sameCalendar(a: Calendar, b: Calendar): boolean {
  const keys = Object.keys(CalendarSchema.shape) as Array<keyof Calendar>;
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The most changes the history shows (the audit log keeps them all: GET /api/admin/audit?action=calendar.update). */
export const historyLength = 50;
