// Setting the whole programme: sessions (paper sessions, keynotes, breaks) with room or online, start and
// end, chair, and the accepted papers in order; the authors and presenters of each paper whose session,
// time or place is new hear of it, and the change is in the audit log.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, SitePages, defaultTimeZone, formatInstantIn, isStatus } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { readCalendar } from '../calendar/calendar';
import { configDocs, documents, readAll } from '../documents';
import { conflict, notFound } from '../errors';
import { openOutbox, type MailDraft } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { checkPaperId, manuscriptRef, paperRef } from '../papers';
import { volumeChanged } from '../volumeChanges';
import { StoredSession, maxMailsInTransaction, moved } from './programme';
import type { Caller } from '../auth';

/** Replaces the programme with the one sent. */
export async function setProgramme(body: JsonBodyOf<(typeof Endpoints)['saveProgramme']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['saveProgramme']>> {
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
    volumeChanged(transaction, 'programme');
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
}
