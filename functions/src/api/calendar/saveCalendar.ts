// PUT /api/admin/calendar: sets the whole calendar: the time zone, the grace period and every date.
import { Messages } from '@confsys/domain';
import { replaceSettings } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { sameCalendar } from '../../lib/calendar/calendarHistory';

export const saveCalendar = handles('saveCalendar', async ({ body, caller }) => {
  const changed = await replaceSettings(configDocs.calendar, body, caller, { action: 'calendar.update', target: 'calendar' }, { same: sameCalendar });
  return { success: true, message: changed ? Messages.calendarSaved : Messages.calendarUnchanged, calendar: body };
});
