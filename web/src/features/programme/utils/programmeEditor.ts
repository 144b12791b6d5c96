// The Programme editor's sessions as the form holds them: start and end as the conference's clock reads
// them (datetime-local values in the calendar's time zone), the papers in order, and the session ID,
// made from the title while the session is new and kept once saved. What it sends is the programme the
// API takes, each time an instant with its offset, checked by the schema the server checks it with; the
// errors are keyed as the server's ("sessions.1.start").
import {
  checkRequest,
  instantOfWallTime,
  Messages,
  ProgrammeRequestSchema,
  wallTimeIn,
  withFollowingId,
  type FieldErrors,
  type ProgrammeRequest,
  type PublicProgramme,
  type SessionKind,
} from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { FormFailure } from '../../../lib/failures';
import type { PlaceablePaper } from '../../../api/programme/getProgramme';

export type { PlaceablePaper };

export interface SessionValues {
  /** The row's React key; stays while the session's title, ID and place change. */
  key: string;
  id: string;
  /** A new session's ID follows its title until the programme is saved. */
  idFollowsTitle: boolean;
  kind: SessionKind;
  title: string;
  room: string;
  online: boolean;
  /** "2025-09-18T10:00" in the conference's time zone; '' until chosen. */
  start: string;
  end: string;
  chair: string;
  paperIds: string[];
}

const maxIdLength = 40;

/** The form's sessions from the programme as the public reads it (its sessions in time order). */
export function sessionValuesOf(programme: Pick<PublicProgramme, 'sessions' | 'timeZone'>): SessionValues[] {
  return programme.sessions.map((session) => ({
    key: `saved-${session.id}`,
    id: session.id,
    idFollowsTitle: false,
    kind: session.kind,
    title: session.title,
    room: session.room,
    online: session.online,
    start: wallTimeIn(session.start, programme.timeZone),
    end: wallTimeIn(session.end, programme.timeZone),
    chair: session.chair,
    paperIds: session.papers.map((paper) => paper.paperId),
  }));
}

/** A session ID made from a title: lower-case letters, digits and hyphens, at most 40, not one of `taken`. */
export function sessionIdFrom(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxIdLength)
      .replace(/-+$/, '') || 'session';
  if (!taken.includes(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base.slice(0, maxIdLength - 1 - String(suffix).length).replace(/-+$/, '')}-${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** The sessions with one's new title, and, while its ID follows the title, the ID made from it. */
export function withTitle(sessions: readonly SessionValues[], index: number, title: string): SessionValues[] {
  return withFollowingId(sessions, index, { title }, (session) => session.idFollowsTitle, (taken) => sessionIdFrom(title, taken));
}

/** A new paper session at the end of the list, starting when the last one ends. */
export function newSession(key: string, sessions: readonly SessionValues[]): SessionValues {
  const taken = sessions.map((session) => session.id);
  return { key, id: sessionIdFrom('', taken), idFollowsTitle: true, kind: 'session', title: '', room: '', online: false, start: sessions.at(-1)?.end ?? '', end: '', chair: '', paperIds: [] };
}

/** The list with the item at `from` moved to `to` (a place in the list). */
export { moved } from '../../../lib/lists';

/** The papers a session may still take: those placed in no session. */
export function unplacedPapers(papers: readonly PlaceablePaper[], placed: ReadonlySet<string>): PlaceablePaper[] {
  return papers.filter((paper) => !placed.has(paper.paperId));
}

/** Every paper the sessions hold. */
export function placedPapers(sessions: readonly SessionValues[]): Set<string> {
  return new Set(sessions.flatMap((session) => session.paperIds));
}

/** Why a wall time cannot be a session's start or end (a time the clocks skip), or null ('' is left to the schema). */
export function wallTimeProblem(wallTime: string, timeZone: string): string | null {
  if (wallTime === '') return null;
  return instantOfWallTime(wallTime, timeZone).error ?? null;
}

const whenMissing = { start: 'Enter when the session starts.', end: 'Enter when the session ends.' } as const;

/** What the form sends, or its errors: each time read in the time zone, then the programme checked as the server checks it. */
export function programmeInput(sessions: readonly SessionValues[], timeZone: string): { input: ProgrammeRequest; errors?: undefined } | { input?: undefined; errors: FieldErrors<string> } {
  const errors: Record<string, string> = {};
  const instant = (index: number, which: 'start' | 'end', wallTime: string) => {
    if (wallTime === '') {
      errors[`sessions.${index}.${which}`] = whenMissing[which];
      return '';
    }
    const result = instantOfWallTime(wallTime, timeZone);
    if (result.error !== undefined) errors[`sessions.${index}.${which}`] = result.error;
    return result.instant ?? '';
  };
  const input: ProgrammeRequest = {
    sessions: sessions.map((session, index) => ({
      id: session.id,
      kind: session.kind,
      title: session.title.trim(),
      room: session.room.trim(),
      online: session.online,
      start: instant(index, 'start', session.start),
      end: instant(index, 'end', session.end),
      chair: session.chair.trim(),
      paperIds: session.kind === 'session' ? session.paperIds : [],
    })),
  };
  // The times already wrong are not checked again: their own message says more.
  if (Object.keys(errors).length > 0) return { errors };
  const checked = checkRequest(ProgrammeRequestSchema, input);
  if (checked.errors) return { errors: checked.errors };
  return { input };
}

/** The message above the Save button for the errors found before sending: the first one, by session. */
export function programmeErrorsMessage(errors: FieldErrors<string>): string {
  const first = Object.values(errors).find((message) => typeof message === 'string' && message !== '');
  return first ? `Some sessions need correcting: ${first}` : 'Some sessions need correcting: see the messages under their fields.';
}

/** A refused save: the server's message (it names the problem, e.g. two sessions overlapping in a room), and each of its errors under the field it names. */
export function programmeFailure(error: unknown): FormFailure<string> {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) if (typeof message === 'string' && message !== '') fieldErrors[key] = message;
  return { message: error.message, fieldErrors };
}

/** The error key of a session's field: "sessions.2.title". */
export function sessionErrorKey(index: number, field: string): string {
  return `sessions.${index}.${field}`;
}

/** The errors without those of the sessions' fields: their indexes move when a session is added, removed or moved. */
export function withoutSessionErrors(errors: FieldErrors<string>): FieldErrors<string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !/^sessions\.\d+\./.test(key)));
}
