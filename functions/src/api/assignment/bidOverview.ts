// GET /api/admin/bids: a page of the papers open for bidding with their bids (papers nobody wants
// flagged), the figures, and every reviewer with theirs (reviewers who have not bid flagged). Read from
// the bid tallies (lib/assignment/bidTallies.ts): a page of papers, the reviewers, and the figures from the counters' shards (the page's total is one of them).
import { bidsPageSize, calendarWindow } from '@confsys/domain';
import { readCalendar } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { openPaperFigures, paperTallyPage, reviewersWithBids } from '../../lib/assignment/bidTallies';

export const bidOverview = handles('bidOverview', async ({ query }) => {
  const page = Number(query.page ?? '1');
  const [calendar, figures, papers, reviewers] = await Promise.all([readCalendar(), openPaperFigures(), paperTallyPage(query.show ?? 'all', page, bidsPageSize), reviewersWithBids()]);
  return {
    window: calendarWindow(calendar, 'bidding', Date.now()),
    papers,
    // The page's total is one of the figures: the open papers, or those nobody wants.
    total: query.show === 'unwanted' ? figures.unwantedPapers : figures.openPapers,
    page,
    pageSize: bidsPageSize,
    ...figures,
    reviewers: reviewers.map(({ email: _email, ...reviewer }) => reviewer),
  };
});
