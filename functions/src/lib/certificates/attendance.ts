// Attendance, as the chair marks it from a list or for one person: stored on the participant's
// registration (participants/{uid}.attendedAt), for confirmed participants only; attendees' certificates
// need it. Every change is in the audit log, written with it.
import { Messages, type AttendanceOutcome, type AttendanceRequest, type ParticipantDoc } from '@confsys/domain';
import { db } from '../admin';
import type { Caller } from '../auth';
import { recordAudit } from '../audit/audit';
import { documents } from '../documents';

/** Firestore's `in` filter takes at most 30 values; a batch at most 500 writes (with the audit entry). */
const inLimit = 30;
const batchLimit = 400;

/** Marks each listed participant as attended (or not): answers per address what happened. */
export async function markAttendance(request: AttendanceRequest, caller: Caller) {
  const emails = [...new Set(request.emails)];
  const found = new Map<string, { uid: string; participant: ParticipantDoc }>();
  for (let at = 0; at < emails.length; at += inLimit) {
    const page = await documents.participants.where('email', 'in', emails.slice(at, at + inLimit)).get();
    for (const doc of page.docs) found.set(doc.data().email.toLowerCase(), { uid: doc.id, participant: doc.data() });
  }
  const now = new Date().toISOString();
  const results = emails.map((email) => {
    const entry = found.get(email);
    const outcome: AttendanceOutcome = !entry ? 'notRegistered' : entry.participant.confirmedAt ? 'marked' : 'notConfirmed';
    return { email, outcome, uid: entry?.uid ?? null, message: Messages.attendanceOutcome(outcome, request.attended) };
  });
  const marked = results.flatMap((result) => (result.outcome === 'marked' && result.uid !== null ? [{ email: result.email, uid: result.uid }] : []));
  for (let at = 0; at < marked.length; at += batchLimit) {
    const part = marked.slice(at, at + batchLimit);
    const batch = db.batch();
    for (const result of part) batch.update(documents.participants.doc(result.uid), { attendedAt: request.attended ? now : null });
    recordAudit(batch, caller, {
      action: 'participants.attendance',
      target: 'participants',
      before: null,
      after: { attended: request.attended, emails: part.map((result) => result.email) },
      reason: null,
    });
    await batch.commit();
  }
  return {
    results: results.map(({ email, outcome, message }) => ({ email, outcome, message })),
    marked: marked.length,
    message: Messages.attendanceMarked(marked.length, results.length - marked.length, request.attended),
  };
}
