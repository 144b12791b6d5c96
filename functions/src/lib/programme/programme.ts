// The programme's operations: reading it, each session's stable UID, its iCalendar file, and the
// messages to the authors of a paper whose time or place changed.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar } from 'ical-generator';
import { SitePages, defaultTimeZone, sessionsInOrder, wallTimeIn, type ProgrammeDoc, type PublicProgramme, paperIdPrefixOf } from '@confsys/domain';
import type { Response } from 'express';
import { readCalendar } from '../calendar/calendar';
import { configDocs, readAll } from '../documents';
import { siteLink } from '../mail/settings';
import { manuscriptRef } from '../papers';
import { currentEdition } from '../editionScope';

export type StoredSession = ProgrammeDoc['sessions'][number];

/** Messages written with the programme's own transaction, inside Firestore's 500 writes. */
export const maxMailsInTransaction = 400;

/** The programme as stored (for its sequences) and as the public reads it: sessions in time order, each paper with its title and authors. */
export async function readProgramme(): Promise<{ stored: ProgrammeDoc | undefined; programme: PublicProgramme }> {
  const [stored, calendar] = await Promise.all([configDocs.programme.get().then((doc) => doc.data()), readCalendar()]);
  const sessions = sessionsInOrder(stored?.sessions ?? []);
  const paperIds = sessions.flatMap((session) => session.paperIds);
  const manuscripts = await readAll(paperIds.map(manuscriptRef));
  const papers = new Map(manuscripts.flatMap((manuscript) => (manuscript ? [[manuscript.paperId, { paperId: manuscript.paperId, title: manuscript.title, authors: manuscript.authors.map((author) => author.name) }] as const] : [])));
  const programme = {
    timeZone: calendar?.timeZone ?? defaultTimeZone,
    sessions: sessions.map(({ sequence: _sequence, paperIds: ids, ...session }) => ({ ...session, papers: ids.flatMap((id) => papers.get(id) ?? []) })),
    updatedAt: stored?.updatedAt ?? null,
  };
  return { stored, programme };
}

export const sessionUid = (id: string) => `${id}@programme.${paperIdPrefixOf(currentEdition()).toLowerCase()}`;

/** The iCalendar file of the sessions given, from the stored programme (for its sequences). */
export async function calendarFile(only: string | null): Promise<{ file: ICalCalendar; found: boolean }> {
  const { stored, programme } = await readProgramme();
  const sequences = new Map((stored?.sessions ?? []).map((session) => [session.id, session.sequence]));
  const file = ical({
    name: `${currentEdition().name} programme`,
    prodId: { company: currentEdition().name, product: 'Programme', language: 'EN' },
    timezone: { name: programme.timeZone, generator: getVtimezoneComponent },
    url: siteLink(SitePages.programme),
  });
  let found = false;
  for (const session of programme.sessions) {
    if (only !== null && session.id !== only) continue;
    found = true;
    const where = [session.room, session.online ? 'Online' : ''].filter(Boolean).join(' and ');
    const papers = session.papers.map((paper) => `${paper.paperId}: ${paper.title} (${paper.authors.join(', ')})`);
    file.createEvent({
      id: sessionUid(session.id),
      sequence: sequences.get(session.id) ?? 0,
      // The conference's wall-clock times, written with its TZID (a Date would be written in UTC digits).
      start: wallTimeIn(session.start, programme.timeZone),
      end: wallTimeIn(session.end, programme.timeZone),
      timezone: programme.timeZone,
      summary: session.title,
      location: where,
      description: [session.chair ? `${session.kind === 'keynote' ? 'Speaker' : 'Chair'}: ${session.chair}` : '', ...papers].filter(Boolean).join('\n'),
      url: siteLink(`${SitePages.programme}#${session.id}`),
    });
  }
  return { file, found };
}

export function sendCalendar(res: Response, text: string, fileName: string): void {
  res.status(200);
  res.set('Content-Type', 'text/calendar; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('Cache-Control', 'public, max-age=60');
  res.end(text);
}

/** Whether a session's time or place differs from what it was. */
export const moved = (before: StoredSession | undefined, after: { start: string; end: string; room: string; online: boolean }) =>
  !before || before.start !== after.start || before.end !== after.end || before.room !== after.room || before.online !== after.online;
