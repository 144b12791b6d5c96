// PUT /api/admin/calendar: sets the whole calendar: the time zone, the grace period and every date.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { sameCalendar } from '../../lib/calendar/calendarHistory';

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
