// GET /api/admin/calendar/history: the calendar's changes, newest first (the latest 50): when, by whom,
// from what to what.
import { auditLog } from '../../lib/audit/audit';
import { handles } from '../../lib/http';
import { historyLength } from '../../lib/calendar/calendarHistory';

export const calendarHistory = handles('calendarHistory', async () => {
  const entries = await auditLog().where('action', '==', 'calendar.update').orderBy('at', 'desc').limit(historyLength).get();
  return {
    changes: entries.docs.map((doc) => {
      const entry = doc.data();
      return { id: doc.id, at: entry.at, by: entry.actor.email, before: entry.before, after: entry.after };
    }),
  };
});
