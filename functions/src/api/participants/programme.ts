// The programme. GET /api/public/programme: the sessions in time order with their papers and authors.
// GET /api/public/programme.ics and /programme/sessions/{id}.ics: the same as iCalendar files (RFC
// 5545) in the conference's time zone, each session with a UID that never changes and a SEQUENCE that
// grows when its time or place does, so a calendar replaces the earlier event. PUT /api/admin/programme:
// the chair's whole programme, with its papers accepted and each in one session; the authors of a paper
// whose time or place changed (the submitting author and the participants presenting it) are emailed.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import {
  Messages,
  PaperStatus,
  SitePages,
  conference,
  defaultTimeZone,
  formatInstantIn,
  isStatus,
  sessionsInOrder,
  type ProgrammeDoc,
  type PublicProgramme,
} from '@confsys/domain';
import type { Response } from 'express';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import { readCalendar } from '../../lib/calendar';
import { configDocs, documents, readAll } from '../../lib/documents';
import { conflict, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox, type MailDraft } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { checkPaperId, manuscriptRef, paperRef } from '../../lib/papers';

type StoredSession = ProgrammeDoc['sessions'][number];

/** Messages written with the programme's own transaction, inside Firestore's 500 writes. */
const maxMailsInTransaction = 400;

/** The programme as stored (for its sequences) and as the public reads it: sessions in time order, each paper with its title and authors. */
async function readProgramme(): Promise<{ stored: ProgrammeDoc | undefined; programme: PublicProgramme }> {
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

export const publicProgrammeAnswer = handles('publicProgramme', async ({ res }) => {
  res.set('Cache-Control', 'public, max-age=60');
  return (await readProgramme()).programme;
});

const sessionUid = (id: string) => `${id}@programme.${conference.paperIdPrefix.toLowerCase()}`;

/** The iCalendar file of the sessions given, from the stored programme (for its sequences). */
async function calendarFile(only: string | null): Promise<{ file: ICalCalendar; found: boolean }> {
  const { stored, programme } = await readProgramme();
  const sequences = new Map((stored?.sessions ?? []).map((session) => [session.id, session.sequence]));
  const file = ical({
    name: `${conference.shortName} programme`,
    prodId: { company: conference.shortName, product: 'Programme', language: 'EN' },
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
      // Luxon times in the conference's zone: written as its wall-clock time with TZID, which a Date is not.
      start: DateTime.fromISO(session.start, { zone: programme.timeZone }),
      end: DateTime.fromISO(session.end, { zone: programme.timeZone }),
      timezone: programme.timeZone,
      summary: session.title,
      location: where,
      description: [session.chair ? `${session.kind === 'keynote' ? 'Speaker' : 'Chair'}: ${session.chair}` : '', ...papers].filter(Boolean).join('\n'),
      url: siteLink(`${SitePages.programme}#${session.id}`),
    });
  }
  return { file, found };
}

function sendCalendar(res: Response, text: string, fileName: string): void {
  res.status(200);
  res.set('Content-Type', 'text/calendar; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('Cache-Control', 'public, max-age=60');
  res.end(text);
}

export const programmeIcs = handles('programmeIcs', async ({ res }) => {
  const { file } = await calendarFile(null);
  sendCalendar(res, file.toString(), 'programme.ics');
});

export const sessionIcs = handles('sessionIcs', async ({ params, res }) => {
  const id = params.sessionId ?? '';
  const { file, found } = /^[a-z0-9][a-z0-9-]{0,39}$/.test(id) ? await calendarFile(id) : { file: null, found: false };
  if (!file || !found) throw notFound(Messages.sessionNotFound);
  sendCalendar(res, file.toString(), `${id}.ics`);
});

/** Whether a session's time or place differs from what it was. */
const moved = (before: StoredSession | undefined, after: { start: string; end: string; room: string; online: boolean }) =>
  !before || before.start !== after.start || before.end !== after.end || before.room !== after.room || before.online !== after.online;

export const saveProgramme = handles('saveProgramme', async ({ body, caller }) => {
  const paperIds = body.sessions.flatMap((session) => session.paperIds.map((id) => checkPaperId(id)));
  const [calendar, outbox] = await Promise.all([readCalendar(), openOutbox()]);
  const timeZone = calendar?.timeZone ?? defaultTimeZone;
  // Who presents each paper: the participants who registered with it (read before the transaction; a
  // registration made meanwhile hears of the next change).
  const presenters = new Map<string, string[]>();
  for (let start = 0; start < paperIds.length; start += 30) {
    const chunk = paperIds.slice(start, start + 30);
    for (const doc of (await documents.participants.where('paperIds', 'array-contains-any', chunk).get()).docs) {
      const participant = doc.data();
      for (const id of participant.paperIds) if (chunk.includes(id)) presenters.set(id, [...(presenters.get(id) ?? []), participant.email]);
    }
  }
  const later: MailDraft[] = [];
  await db.runTransaction(async (transaction) => {
    later.length = 0;
    const [papers, manuscripts, stored] = await Promise.all([
      readAll(paperIds.map(paperRef), transaction),
      readAll(paperIds.map(manuscriptRef), transaction),
      transaction.get(configDocs.programme).then((doc) => doc.data()),
    ]);
    // The submitting author of each paper, who may not have registered yet (read before any write).
    const authorIds = [...new Set(manuscripts.flatMap((manuscript) => (manuscript ? [manuscript.authorId] : [])))];
    const users = await readAll(authorIds.map((uid) => documents.users.doc(uid)), transaction);
    const submitters = new Map(users.flatMap((user, index) => (user ? [[authorIds[index] ?? '', [user.email]] as const] : [])));
    papers.forEach((paper, index) => {
      const paperId = paperIds[index] ?? '';
      if (!paper) throw notFound(Messages.paperNotFound(paperId));
      if (!isStatus(paper.status, PaperStatus.Accepted) && !isStatus(paper.status, PaperStatus.Published)) throw conflict(Messages.notAcceptedPaper(paperId));
    });
    const before = new Map((stored?.sessions ?? []).map((session) => [session.id, session]));
    const placedBefore = new Map((stored?.sessions ?? []).flatMap((session) => session.paperIds.map((id) => [id, session] as const)));
    const sessions: StoredSession[] = body.sessions.map((session) => {
      const earlier = before.get(session.id);
      const changed = moved(earlier, session) || earlier?.title !== session.title || earlier.paperIds.join() !== session.paperIds.join() || earlier.chair !== session.chair;
      return { ...session, sequence: earlier ? earlier.sequence + (changed ? 1 : 0) : 0 };
    });
    const now = new Date().toISOString();
    transaction.set(configDocs.programme, { sessions, updatedAt: now });
    recordAudit(transaction, caller, {
      action: 'settings.programme',
      target: 'programme',
      before: stored ? { sessions: stored.sessions.length, papers: placedBefore.size } : null,
      after: { sessions: sessions.length, papers: paperIds.length },
    });
    // The authors of each paper whose session, time or place is new hear of it: one message per paper.
    const byId = new Map(manuscripts.flatMap((manuscript) => (manuscript ? [[manuscript.paperId, manuscript] as const] : [])));
    const drafts: MailDraft[] = [];
    for (const session of sessions) {
      const where = [session.room, session.online ? 'online' : ''].filter(Boolean).join(' and ');
      const when = `${formatInstantIn(session.start, timeZone)} to ${formatInstantIn(session.end, timeZone).split(', ')[1] ?? ''}`;
      for (const paperId of session.paperIds) {
        const earlier = placedBefore.get(paperId);
        const manuscript = byId.get(paperId);
        if ((earlier && earlier.id === session.id && !moved(earlier, session)) || !manuscript) continue;
        drafts.push({
          to: [...(submitters.get(manuscript.authorId) ?? []), ...(presenters.get(paperId) ?? [])],
          paperId,
          mail: mailTemplates.programmeChange({ paperId, title: manuscript.title, name: 'authors', session: session.title, when, where, programmeUrl: siteLink(`${SitePages.programme}#${session.id}`) }),
        });
      }
    }
    // With the change in one transaction while it stays within Firestore's 500 writes; a larger first programme mails after it.
    if (drafts.length <= maxMailsInTransaction) for (const draft of drafts) outbox.queue(transaction, draft);
    else later.push(...drafts);
  });
  for (let start = 0; start < later.length; start += maxMailsInTransaction) {
    const batch = db.batch();
    for (const draft of later.slice(start, start + maxMailsInTransaction)) outbox.queue(batch, draft);
    await batch.commit();
  }
  return { message: Messages.programmeSaved };
});
