// The conference programme: sessions of papers, keynotes and breaks, each in a room or online, with its
// start and end as instants (shown in the conference's time zone). A paper is in at most one session,
// and two sessions in one room never overlap. One schema serves the chair's form, the API and the
// stored document (config/programme); whether the papers are accepted is checked by the server.
import { z } from 'zod/mini';
import { isInstant } from '../calendar/calendar';
import { sessionKinds } from './programmeFormat';

// The kinds of session and how the programme reads are zod-free, for the public page.
export * from './programmeFormat';

export const maxSessions = 200;
export const maxSessionPapers = 30;
const maxSessionHours = 12;

const trimmed = (label: string, min: number, max: number) =>
  z.pipe(z.string({ error: `${label} must be text.` }), z.transform((value: string) => value.trim())).check(
    z.minLength(min, { error: min > 0 ? `${label} is required (at most ${max} characters).` : `${label} may be at most ${max} characters.` }),
    z.maxLength(max, { error: `${label} may be at most ${max} characters.` }),
  );

const instantMessage = (which: string) => `The session's ${which} must be a date and time with its offset (ISO 8601, e.g. 2025-09-18T10:00:00+05:30).`;
const instant = (which: string) =>
  z.pipe(z.string({ error: instantMessage(which) }).check(z.refine(isInstant, { error: instantMessage(which) })), z.transform((value: string) => new Date(value).toISOString()));

const sessionIdMessage = 'A session ID is 1 to 40 lower-case letters, digits and hyphens.';

export const ProgrammeSessionSchema = z
  .object({
    id: z.string({ error: sessionIdMessage }).check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: sessionIdMessage })),
    kind: z._default(z.enum(sessionKinds, { error: `kind is one of: ${sessionKinds.join(', ')}.` }), 'session'),
    title: trimmed('The title', 1, 200),
    /** The room; empty for a session held only online. */
    room: trimmed('The room', 0, 100),
    /** Whether the session is streamed (or held) online. */
    online: z.boolean({ error: 'online is true or false.' }),
    start: instant('start'),
    end: instant('end'),
    /** The session chair, or the keynote speaker. */
    chair: trimmed("The session chair's name", 0, 150),
    paperIds: z.array(z.string({ error: 'paperIds lists paper IDs.' }).check(z.maxLength(40, { error: 'paperIds lists paper IDs.' })), { error: 'paperIds lists paper IDs.' }).check(
      z.maxLength(maxSessionPapers, { error: `A session holds at most ${maxSessionPapers} papers.` }),
    ),
  })
  .check(
    z.superRefine((session, context) => {
      const length = Date.parse(session.end) - Date.parse(session.start);
      if (!(length > 0)) context.issues.push({ code: 'custom', message: `"${session.title}" must end after it starts.`, path: ['end'], input: session.end });
      else if (length > maxSessionHours * 3_600_000) context.issues.push({ code: 'custom', message: `"${session.title}" may last at most ${maxSessionHours} hours.`, path: ['end'], input: session.end });
      if (session.room === '' && !session.online) context.issues.push({ code: 'custom', message: `"${session.title}" needs a room, or to be online.`, path: ['room'], input: session.room });
      if (session.kind !== 'session' && session.paperIds.length > 0) context.issues.push({ code: 'custom', message: `Papers are placed in paper sessions; "${session.title}" is a ${session.kind}.`, path: ['paperIds'], input: session.paperIds });
      if (new Set(session.paperIds).size !== session.paperIds.length) context.issues.push({ code: 'custom', message: `"${session.title}" lists a paper twice.`, path: ['paperIds'], input: session.paperIds });
    }),
  );
export type ProgrammeSession = z.output<typeof ProgrammeSessionSchema>;

/** Why a list of sessions cannot be a programme (a repeated ID, a paper in two sessions, two sessions at once in a room), or null. */
export function programmeProblem(sessions: readonly ProgrammeSession[]): { message: string; path: Array<string | number> } | null {
  const ids = new Map<string, number>();
  const placed = new Map<string, string>();
  for (const [index, session] of sessions.entries()) {
    if (ids.has(session.id)) return { message: `Two sessions have the ID ${session.id}.`, path: [index, 'id'] };
    ids.set(session.id, index);
    for (const paperId of session.paperIds) {
      const other = placed.get(paperId);
      if (other !== undefined) return { message: `${paperId} is in "${other}" and in "${session.title}": a paper is in one session.`, path: [index, 'paperIds'] };
      placed.set(paperId, session.title);
    }
  }
  for (const [index, session] of sessions.entries()) {
    if (session.room === '') continue;
    const room = session.room.toLowerCase();
    const clash = sessions.find(
      (other, otherIndex) => otherIndex < index && other.room.toLowerCase() === room && Date.parse(other.start) < Date.parse(session.end) && Date.parse(session.start) < Date.parse(other.end),
    );
    if (clash) return { message: `"${session.title}" and "${clash.title}" overlap in ${session.room}.`, path: [index, 'start'] };
  }
  return null;
}

/** PUT /api/admin/programme: the whole programme, in the order the chair lists it. */
export const ProgrammeRequestSchema = z.object({
  sessions: z
    .array(ProgrammeSessionSchema, { error: 'sessions lists the programme\'s sessions.' })
    .check(
      z.maxLength(maxSessions, { error: `The programme has at most ${maxSessions} sessions.` }),
      z.superRefine((sessions, context) => {
        const problem = programmeProblem(sessions);
        if (problem) context.issues.push({ code: 'custom', message: problem.message, path: problem.path, input: sessions });
      }),
    ),
});
export type ProgrammeRequest = z.output<typeof ProgrammeRequestSchema>;

/** config/programme: the programme as saved, with each session's revision (its calendar event's SEQUENCE). */
export const ProgrammeDocSchema = z.object({
  sessions: z.array(z.extend(ProgrammeSessionSchema, { sequence: z.number() })),
  updatedAt: z.string(),
});
export type ProgrammeDoc = z.infer<typeof ProgrammeDocSchema>;

/** The sessions in time order (ties by room), as the programme page and the calendar files list them. */
export function sessionsInOrder<T extends { start: string; room: string }>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.room.localeCompare(b.room));
}

const PublicPaperSchema = z.object({ paperId: z.string(), title: z.string(), authors: z.array(z.string()) });

/** GET /api/public/programme: the sessions in time order with their papers and authors; empty until the chair publishes one. */
export const PublicProgrammeAnswer = z.object({
  timeZone: z.string(),
  sessions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(sessionKinds),
      title: z.string(),
      room: z.string(),
      online: z.boolean(),
      start: z.string(),
      end: z.string(),
      chair: z.string(),
      papers: z.array(PublicPaperSchema),
    }),
  ),
  updatedAt: z.nullable(z.string()),
});
export type PublicProgramme = z.infer<typeof PublicProgrammeAnswer>;
