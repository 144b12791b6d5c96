// GET /api/authors/papers/:paperId/response: the reviews released for the authors' response (labelled
// Reviewer 1..N, without names or confidential comments), the response window, the word limit, and the
// authors' draft and submitted response.
import { calendarWindow } from '@confsys/domain';
import { shownCalendar } from '../../lib/calendar/calendar';
import { labelledSubmitted, nameWarnings, responseRef, responseWordLimit, sharedReview } from '../../lib/discussion/discussion';
import { handles } from '../../lib/http';
import { readPaperReviews, readReviewSettings } from '../../lib/reviewStore';
import { ownReleasedPaper } from '../../lib/discussion/responses';

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
