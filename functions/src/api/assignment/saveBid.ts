// PUT /api/reviewers/bids/:paperId: saves the reviewer's bid on a paper: eager, willing, notWilling,
// conflict, or null to clear it; while the calendar's bidding window is open (lib/assignment/saveBid.ts).
import { checkWindowOpen, readCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { checkPaperId } from '../../lib/papers';
import { callerReviewer } from '../../lib/assignment/reviewerBids';
import { saveReviewerBid } from '../../lib/assignment/saveBid';

export const saveBid = handles('saveBid', async ({ caller, params, body }) => {
  const receivedAt = Date.now();
  const paperId = checkPaperId(params.paperId ?? '');
  const reviewer = await callerReviewer(caller);
  checkWindowOpen(await readCalendar(), 'bidding', receivedAt);
  return saveReviewerBid(paperId, reviewer.id, body);
});
