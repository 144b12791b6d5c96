// The programme as people read it: the kinds of session and a session's place (its times are formatted
// by dates.ts). Kept apart from the programme's schema (programme.ts), so the public programme page
// loads without zod.

export const sessionKinds = ['session', 'keynote', 'break'] as const;
export type SessionKind = (typeof sessionKinds)[number];
export const sessionKindLabels: Record<SessionKind, string> = { session: 'Paper session', keynote: 'Keynote', break: 'Break' };

/** Where a session is held: its room, "Online", or "Room 2 and online". */
export function sessionPlace(session: { room: string; online: boolean }): string {
  if (session.room === '') return 'Online';
  return session.online ? `${session.room} and online` : session.room;
}
