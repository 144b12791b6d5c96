// PUT /api/admin/papers/{paperId}/reviewers/{reviewerId}/due { dueAt }: the chair gives one review its own due
// date, or clears it so the calendar's review deadline applies again (lib/assignment/reviewDue.ts: the date
// is the assignment's).
import { handles } from '../../lib/http';
import { setReviewDueDate } from '../../lib/assignment/reviewDue';
import { checkPaperId } from '../../lib/papers';

export const setReviewDue = handles('setReviewDue', async ({ params, body, caller }) => setReviewDueDate(checkPaperId(params.paperId ?? ''), params.reviewerId ?? '', body, caller));
