// GET /api/reviewers/calendar-feed: whether the reviewer has a private calendar feed of their due dates,
// and since when.
import { handles } from '../../lib/http';
import { feedsOf, checkVerified } from '../../lib/calendar/calendarFeed';

export const calendarFeed = handles('calendarFeed', async ({ caller }) => {
  checkVerified(caller);
  const feed = (await feedsOf(caller.uid).limit(1).get()).docs[0]?.data();
  return { feed: feed ? { createdAt: feed.createdAt } : null };
});
