// Saving the authors' response as a draft or submitting it, within the word limit and the calendar's
// response window; a submission tells every reviewer of the paper that a response arrived.
import { Messages, PaperStatus, type AnswerOf, type Endpoints, type JsonBodyOf, type ManuscriptDoc, type PaperDoc, countWords, isStatus, responseLimits, reviewFormPage, statusLabel, type ResponseDoc } from '@confsys/domain';
import { db } from '../admin';
import { checkWindowOpen, shownCalendar } from '../calendar/calendar';
import { nameWarnings, responseRef, responseWordLimit } from './discussion';
import { badRequest, conflict } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { readPaperDocs } from '../papers';
import { readReviewSettings } from '../reviewStore';
import type { Caller } from '../auth';

/** The response as sent, for the caller's own paper whose reviews were released to them. */
export interface ResponseSave {
  caller: Caller;
  paper: PaperDoc;
  manuscript: ManuscriptDoc;
  /** When the request arrived, by the server's clock: the window is judged against this moment. */
  receivedAt: number;
  body: JsonBodyOf<(typeof Endpoints)['saveAuthorResponse']>;
}

/** Saves or submits the response, and answers the words counted and where the text names an author. */
export async function saveResponse({ caller, paper, manuscript, receivedAt, body }: ResponseSave): Promise<AnswerOf<(typeof Endpoints)['saveAuthorResponse']>> {
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
}
