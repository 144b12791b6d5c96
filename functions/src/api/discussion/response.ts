// The authors' response. GET and PUT /api/authors/papers/{paperId}/response: the author of a paper whose
// reviews the chair released reads them (labelled, unnamed, without confidential comments) and writes
// one response within the word limit while the calendar's window is open: drafts, then submitted
// versions, each kept. POST /api/admin/papers/{paperId}/release: the chair opens the reviews to them.
import {
  Messages,
  PaperStatus,
  SitePages,
  calendarWindow,
  countWords,
  formatDeadlineIn,
  isStatus,
  paperPage,
  responseLimits,
  reviewFormPage,
  statusLabel,
  type ResponseDoc,
} from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/auth';
import { checkWindowOpen, shownCalendar } from '../../lib/calendar';
import { labelledSubmitted, nameWarnings, responseRef, responseWordLimit, sharedReview } from '../../lib/discussion';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox, type Outbox } from '../../lib/mail/outbox';
import { everyAuthor, submittingAuthor } from '../../lib/mail/paperMail';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { updatePaper } from '../../lib/paperIndex';
import { checkPaperId, isOwner, loadManuscript, loadPaper, manuscriptRef, readPaperDocs } from '../../lib/papers';
import { isSubmitted, readPaperReviews, readReviewSettings } from '../../lib/reviews';

/** The paper and manuscript of an author's own paper, whose reviews are released: 404, 403 (another author's) or 409. */
async function ownReleasedPaper(caller: Caller, rawPaperId: string) {
  const paperId = checkPaperId(rawPaperId);
  const manuscript = await loadManuscript(paperId);
  if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
  const paper = await loadPaper(paperId);
  if (!paper.responseReleasedAt) throw conflict(Messages.responseNotReleased);
  return { paper, manuscript, releasedAt: paper.responseReleasedAt };
}

export const authorResponse = handles('authorResponse', async ({ params, caller }) => {
  const { paper, manuscript, releasedAt } = await ownReleasedPaper(caller, params.paperId ?? '');
  const [reviews, settings, calendar, stored] = await Promise.all([readPaperReviews(paper), readReviewSettings(), shownCalendar(), responseRef(paper.paperId).get()]);
  const response = stored.data();
  const shown = response?.draft?.text ?? response?.submitted?.text ?? '';
  return {
    paperId: paper.paperId,
    title: paper.title,
    status: paper.status,
    releasedAt,
    window: calendarWindow(calendar, 'response', Date.now()),
    wordLimit: responseWordLimit(settings),
    reviews: labelledSubmitted(paper, reviews).map(({ review, label }) => sharedReview(review, label)),
    response: {
      draft: response?.draft ?? null,
      submitted: response?.submitted ?? null,
      versions: (response?.versions ?? []).map(({ words, at }) => ({ words, at })),
    },
    warnings: nameWarnings(shown, manuscript.authors, 'author'),
  };
});

export const saveAuthorResponse = handles('saveAuthorResponse', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const { paper, manuscript } = await ownReleasedPaper(caller, params.paperId ?? '');
  if (!isStatus(paper.status, PaperStatus.UnderReview)) throw conflict(Messages.responseNotUnderReview(statusLabel(paper.status)));
  const [settings, calendar, outbox] = await Promise.all([readReviewSettings(), shownCalendar(), openOutbox()]);
  checkWindowOpen(calendar, 'response', receivedAt);
  const text = body.text.trim();
  const words = countWords(text);
  const limit = responseWordLimit(settings);
  if (words > limit) throw badRequest(Messages.responseOverLimit(words, limit), { text: Messages.responseOverLimit(words, limit) });
  if (body.submit && words === 0) throw badRequest(Messages.responseEmpty, { text: Messages.responseEmpty });
  const warnings = nameWarnings(text, manuscript.authors, 'author');
  const at = new Date().toISOString();

  await db.runTransaction(async (transaction) => {
    const { paper: current } = await readPaperDocs(transaction, paper.paperId);
    if (!current.responseReleasedAt) throw conflict(Messages.responseNotReleased);
    if (!isStatus(current.status, PaperStatus.UnderReview)) throw conflict(Messages.responseNotUnderReview(statusLabel(current.status)));
    const stored = (await transaction.get(responseRef(paper.paperId))).data();
    const base: ResponseDoc = stored ?? { paperId: paper.paperId, draft: null, submitted: null, versions: [], updatedBy: caller.uid, createdAt: at, updatedAt: at };
    let next: ResponseDoc;
    if (body.submit) {
      if (base.versions.length >= responseLimits.maxVersions) throw conflict(Messages.responseTooManyVersions(responseLimits.maxVersions));
      const version = { text, words, at };
      next = { ...base, draft: null, submitted: version, versions: [...base.versions, version], updatedBy: caller.uid, updatedAt: at };
      // Every reviewer of the paper hears that a response arrived: the paper, never its authors.
      for (const assignment of current.reviewers) {
        outbox.queue(transaction, {
          to: [assignment.email],
          paperId: paper.paperId,
          mail: mailTemplates.responseArrived({ paperId: paper.paperId, title: current.title, reviewerName: assignment.name, updated: base.submitted !== null, reviewUrl: siteLink(reviewFormPage(paper.paperId)) }),
        });
      }
    } else {
      // A draft equal to the submitted text is no draft: what the reviewers read is what the author has.
      const draft = base.submitted?.text === text ? null : { text, words, savedAt: at };
      next = { ...base, draft, updatedBy: caller.uid, updatedAt: at };
    }
    transaction.set(responseRef(paper.paperId), next);
  });
  return { message: body.submit ? Messages.responseSubmitted : Messages.responseDraftSaved, words, warnings, submitted: body.submit, at };
});

export const releaseResponse = handles('releaseResponse', async ({ params, caller }) => {
  const released = await releaseForResponse(params.paperId ?? '', caller, await openOutbox());
  return { message: released ? Messages.responseReleased : Messages.responseAlreadyReleased };
});

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
