// The conference calendar: GET /api/public/calendar for everyone (the public pages read it, so a date the
// chair changes shows without a rebuild), PUT /api/admin/calendar for the chair (the whole calendar,
// written with its audit entry in one transaction), GET /api/admin/calendar/history (its changes).
import { CalendarSchema, Messages, type Calendar } from '@confsys/domain';
import { db } from '../../lib/admin';
import { auditLog, recordAudit } from '../../lib/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { readCalendar } from '../../lib/calendar';

/** Whether two calendars hold the same values (key order aside). */
function sameCalendar(a: Calendar, b: Calendar): boolean {
  const keys = Object.keys(CalendarSchema.shape) as Array<keyof Calendar>;
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** How long browsers and Hosting's cache may keep the public calendar: a change shows within a minute. */
const publicMaxAge = 60;

export const publicCalendar = handles('publicCalendar', async ({ res }) => {
  res.set('Cache-Control', `public, max-age=${publicMaxAge}, s-maxage=${publicMaxAge}`);
  return { calendar: await readCalendar() };
});

export const saveCalendar = handles('saveCalendar', async ({ body, caller }) => {
  const changed = await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.calendar)).data() ?? null;
    if (before !== null && sameCalendar(before, body)) return false;
    transaction.set(configDocs.calendar, body);
    recordAudit(transaction, caller, { action: 'calendar.update', target: 'calendar', before, after: body });
    return true;
  });
  return { success: true, message: changed ? Messages.calendarSaved : Messages.calendarUnchanged, calendar: body };
});

/** The most changes the history shows (the audit log keeps them all: GET /api/admin/audit?action=calendar.update). */
const historyLength = 50;

export const calendarHistory = handles('calendarHistory', async () => {
  const entries = await auditLog().where('action', '==', 'calendar.update').orderBy('at', 'desc').limit(historyLength).get();
  return {
    changes: entries.docs.map((doc) => {
      const entry = doc.data();
      return { id: doc.id, at: entry.at, by: entry.actor.email, before: entry.before, after: entry.after };
    }),
  };
});
