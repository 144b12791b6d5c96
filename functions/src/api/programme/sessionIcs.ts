// GET /api/public/programme/sessions/:sessionId.ics: one session as an iCalendar file, with the same UID
// as in the whole programme's file.
import { Messages } from '@confsys/domain';
import { notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { calendarFile, sendCalendar } from '../../lib/programme/programme';

export const sessionIcs = handles('sessionIcs', async ({ params, res }) => {
  const id = params.sessionId ?? '';
  const { file, found } = /^[a-z0-9][a-z0-9-]{0,39}$/.test(id) ? await calendarFile(id) : { file: null, found: false };
  if (!file || !found) throw notFound(Messages.sessionNotFound);
  sendCalendar(res, file.toString(), `${id}.ics`);
});
