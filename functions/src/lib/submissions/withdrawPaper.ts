// The author's withdrawal of their paper before it is decided, whatever the calendar says. Nothing is
// deleted: the paper becomes Withdrawn, keeps its files and reviews, and moves its reviewers into its
// withdrawal record, so every list, rule and check that reads the paper's reviewers ends their access in
// the same write. The chair and each reviewer are told; the audit log records it.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, canTransition, formatInstantIn, isStatus, statusLabel, type PaperDoc } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { shownCalendar } from '../calendar/calendar';
import { conflict, forbidden } from '../errors';
import { adminAddresses, openOutbox } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { updatePaper } from './paperIndex';
import { assignmentFields, isOwner, manuscriptRef, readPaperDocs } from '../papers';
import type { Caller } from '../auth';

/** Withdraws the caller's own paper (403 for another's), with the reason they give. */
export async function withdrawOwnPaper(paperId: string, body: JsonBodyOf<(typeof Endpoints)['withdrawPaper']>, caller: Caller): Promise<AnswerOf<(typeof Endpoints)['withdrawPaper']>> {
  const reason = body.reason?.trim() || null;
  const [outbox, admins, calendar] = await Promise.all([openOutbox(), adminAddresses(), shownCalendar()]);
  await db.runTransaction(async (transaction) => {
    const { paper, manuscript } = await readPaperDocs(transaction, paperId);
    // Ownership first: another author learns nothing of the paper's state.
    if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
    if (isStatus(paper.status, PaperStatus.Withdrawn)) throw conflict(Messages.paperAlreadyWithdrawn);
    if (!canTransition('withdraw', paper.status)) throw conflict(Messages.paperNotWithdrawable(statusLabel(paper.status)));

    const at = new Date();
    const now = at.toISOString();
    const changes: Partial<PaperDoc> = {
      ...assignmentFields(paperId, [], paper.submittedReviews),
      // The comments PDF stays where the reviews are: withdrawing deletes no review.
      reviewPdfPath: paper.reviewPdfPath,
      status: PaperStatus.Withdrawn,
      withdrawal: { at: now, by: caller.uid, reason, previousStatus: paper.status, reviewers: paper.reviewers },
      lastUpdatedOn: now,
    };
    updatePaper(transaction, paper, changes);
    transaction.update(manuscriptRef(paperId), { status: PaperStatus.Withdrawn, withdrawnAt: now, lastUpdatedOn: now });
    recordAudit(
      transaction,
      caller,
      { action: 'paper.withdraw', target: `paper:${paperId}`, before: { status: paper.status, reviewerIds: paper.reviewerIds }, after: { status: PaperStatus.Withdrawn, reviewerIds: [] }, reason },
      at,
    );
    const when = formatInstantIn(now, calendar.timeZone);
    const facts = { paperId, title: paper.title, at: when, reason };
    if (admins.length > 0) outbox.queue(transaction, { to: admins, paperId, mail: mailTemplates.withdrawal({ ...facts, name: '', forReviewer: false }) });
    // One message per reviewer: none learns who else reviewed the paper.
    for (const assignment of paper.reviewers) {
      outbox.queue(transaction, { to: [assignment.email], paperId, mail: mailTemplates.withdrawal({ ...facts, name: assignment.name, forReviewer: true }) });
    }
  });
  return { success: true, message: Messages.paperWithdrawn(paperId) };
}
