// PUT /api/authors/papers/:paperId/response: saves the authors' response as a draft ({ text, submit:
// false }) or submits it ({ text, submit: true }), within the word limit; answers the words counted and
// where the text names an author (a warning, not a refusal).
import { Messages, PaperStatus, countWords, isStatus, responseLimits, reviewFormPage, statusLabel, type ResponseDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { checkWindowOpen, shownCalendar } from '../../lib/calendar/calendar';
import { nameWarnings, responseRef, responseWordLimit } from '../../lib/discussion/discussion';
import { badRequest, conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { readPaperDocs } from '../../lib/papers';
import { readReviewSettings } from '../../lib/reviewStore';
import { ownReleasedPaper } from '../../lib/discussion/responses';

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
