// Granting an extension of the submission deadline to one author (for a new paper) or to one paper, until
// a moment, for a written reason; written with its audit entry.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, extensionId, formatDeadlineIn, isId, isStatus, type Extension } from '@confsys/domain';
import { auth, db } from '../admin';
import { recordAudit } from '../audit/audit';
import { shownCalendar } from './calendar';
import { documents } from '../documents';
import { badRequest, notFound } from '../errors';
import { manuscriptRef } from '../papers';
import type { Caller } from '../auth';

/** A rejected paper has no deadline left; an accepted one's extension moves its camera-ready deadline. */
const decided = [PaperStatus.Rejected];

/** Grants (or replaces) the extension the request describes, and answers it. */
export async function grantDeadlineExtension(body: JsonBodyOf<(typeof Endpoints)['grantExtension']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['grantExtension']>> {
  if (Date.parse(body.until) <= Date.now()) throw badRequest(Messages.extensionPast, { until: Messages.extensionPast });
  let target: Pick<Extension, 'kind' | 'paperId' | 'authorEmail' | 'authorUid'>;
  if (body.paperId !== undefined) {
    if (!isId('paper', body.paperId)) throw notFound(Messages.paperNotFound(body.paperId));
    const manuscript = (await manuscriptRef(body.paperId).get()).data();
    if (!manuscript) throw notFound(Messages.paperNotFound(body.paperId));
    if (decided.some((status) => isStatus(manuscript.status, status))) {
      const message = Messages.paperDecidedNoExtension(body.paperId, manuscript.status);
      throw badRequest(message, { paperId: message });
    }
    const owner = await auth.getUser(manuscript.authorId).catch(() => null);
    target = { kind: 'paper', paperId: body.paperId, authorEmail: (owner?.email ?? '').toLowerCase(), authorUid: manuscript.authorId };
  } else {
    const email = (body.authorEmail ?? '').toLowerCase();
    const account = await auth.getUserByEmail(email).catch(() => null);
    if (!account || account.customClaims?.role !== 'author') throw notFound(Messages.extensionNoAuthor);
    target = { kind: 'author', paperId: null, authorEmail: email, authorUid: account.uid };
  }
  const id = extensionId(target.kind, target.kind === 'paper' ? target.paperId! : target.authorUid);
  const extension: Extension = { id, ...target, until: body.until, reason: body.reason, grantedAt: new Date().toISOString(), grantedBy: caller.email };
  await db.runTransaction(async (transaction) => {
    const ref = documents.extensions.doc(id);
    const before = (await transaction.get(ref)).data() ?? null;
    transaction.set(ref, extension);
    recordAudit(transaction, caller, {
      action: 'extension.grant',
      target: target.kind === 'paper' ? `paper:${target.paperId}` : `author:${target.authorEmail}`,
      before,
      after: extension,
      reason: body.reason,
    });
  });
  const calendar = await shownCalendar();
  return { success: true, message: Messages.extensionGranted(formatDeadlineIn(extension.until, calendar.timeZone)), extension };
}
