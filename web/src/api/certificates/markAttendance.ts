// POST /api/admin/participants/attendance: marks participants as attended (or not) from a list of emails,
// answering per email what happened.
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

export type AttendanceAnswer = ApiAnswer<'markAttendance'>;

export const useMarkAttendance = () => useApiMutation('markAttendance', (json: { emails: string[]; attended: boolean }) => ({ json }));
