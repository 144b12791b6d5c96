// POST /api/admin/bids/reminders: queues a reminder to bid to every reviewer who has not bid yet, while
// bidding is open (lib/assignment/bidReminders.ts).
import { handles } from '../../lib/http';
import { remindSilentBidders } from '../../lib/assignment/bidReminders';

export const bidReminders = handles('bidReminders', async () => remindSilentBidders());
