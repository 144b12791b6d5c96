// The authors' response: the paper of an author whose reviews were released, and the release of a
// paper's reviews for the response (the single action and the bulk bar call it).
import { Messages, PaperStatus, SitePages, calendarWindow, formatDeadlineIn, isStatus, paperPage, statusLabel } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { shownCalendar } from '../calendar/calendar';
import { responseWordLimit } from './discussion';
import { conflict, forbidden } from '../errors';
import { type Outbox } from '../mail/outbox';
import { everyAuthor, submittingAuthor } from '../mail/paperMail';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { updatePaper } from '../submissions/paperIndex';
import { checkPaperId, isOwner, loadManuscript, loadPaper, manuscriptRef, readPaperDocs } from '../papers';
import { isSubmitted, readPaperReviews, readReviewSettings } from '../reviewStore';

/** The paper and manuscript of an author's own paper, whose reviews are released: 404, 403 (another author's) or 409. */
export async function ownReleasedPaper(caller: Caller, rawPaperId: string) {
  const paperId = checkPaperId(rawPaperId);
  const manuscript = await loadManuscript(paperId);
  if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
  const paper = await loadPaper(paperId);
  if (!paper.responseReleasedAt) throw conflict(Messages.responseNotReleased);
  return { paper, manuscript, releasedAt: paper.responseReleasedAt };
}

/**
 * Opens a paper's submitted reviews to its authors for their response, with the audit entry and the
 * message to the authors in the same transaction. False when they were open already (nothing changes).
 */
export async function releaseForResponse(rawPaperId: string, caller: Caller, outbox: Outbox): Promise<boolean> {
  const paperId = checkPaperId(rawPaperId);
  const [calendar, settings] = await Promise.all([shownCalendar(), readReviewSettings()]);
  const window = calendarWindow(calendar, 'response', Date.now());
  const windowText = window.opensAt && window.closesAt ? `${formatDeadlineIn(window.opensAt, window.timeZone)} to ${formatDeadlineIn(window.closesAt, window.timeZone)}` : 'to be announced by the chair';
  return db.runTransaction(async (transaction) => {
    const { paper, manuscript } = await readPaperDocs(transaction, paperId);
    if (paper.responseReleasedAt) return false;
    if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.releaseNotUnderReview(statusLabel(paper.status)));
    const reviews = await readPaperReviews(paper, transaction);
    if (!reviews.some(isSubmitted)) throw conflict(Messages.releaseNeedsReview);
    const submitting = await submittingAuthor(transaction, manuscript);
    const now = new Date().toISOString();
    updatePaper(transaction, paper, { responseReleasedAt: now, lastUpdatedOn: now });
    transaction.update(manuscriptRef(paperId), { responseReleasedAt: now });
    recordAudit(transaction, caller, { action: 'paper.release', target: `paper:${paperId}`, before: { released: false }, after: { released: true, reviews: reviews.filter(isSubmitted).length } });
    outbox.queue(transaction, {
      to: everyAuthor(manuscript, submitting?.email ?? null),
      paperId,
      mail: mailTemplates.responseOpen({ paperId, title: paper.title, name: 'authors', window: windowText, wordLimit: responseWordLimit(settings), responseUrl: siteLink(paperPage(SitePages.authorResponse, paperId)) }),
    });
    return true;
  });
}
