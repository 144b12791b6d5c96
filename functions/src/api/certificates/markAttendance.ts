// POST /api/admin/participants/attendance: marks confirmed participants as attended (or not), from a list
// or for one person; answers per email what happened.
import { handles } from '../../lib/http';
import { markAttendance as mark } from '../../lib/certificates/attendance';

export const markAttendance = handles('markAttendance', async ({ body, caller }) => mark(body, caller));
