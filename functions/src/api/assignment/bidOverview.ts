// GET /api/admin/bids: the bids per paper (papers nobody wants flagged) and per reviewer (reviewers who
// have not bid flagged).
import { calendarWindow } from '@confsys/domain';
import { readCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { readOverview } from '../../lib/assignment/bidOverview';

export const bidOverview = handles('bidOverview', async () => {
  const [calendar, overview] = await Promise.all([readCalendar(), readOverview()]);
  return {
    window: calendarWindow(calendar, 'bidding', Date.now()),
    papers: overview.papers,
    reviewers: overview.reviewers.map(({ email: _email, ...reviewer }) => reviewer),
  };
});
