// The waiting notices' run, every 15 minutes (Cloud Scheduler deployed, scripts/scheduler.ts under npm
// start), in the current edition: the discussions' notices whose reader's hour is over
// (discussion/notices.ts), the admins' hourly message of submitted reviews (reviews/reviewNotices.ts), and
// the assignment notices an interrupted action left (assignment/notices.ts).
import { sendLeftBehindNotices } from './assignment/notices';
import { sendWaitingNotices as sendDiscussionNotices } from './discussion/notices';
import { inCurrentEdition } from './editions/editions';
import { openOutbox } from './mail/outbox';
import { sendReviewNotices } from './reviews/reviewNotices';

/** Sends what waited; answers how many messages of each were queued. */
export async function sendWaitingNotices(now = new Date()): Promise<{ discussions: number; reviews: number; assignments: number }> {
  return inCurrentEdition(async () => {
    const outbox = await openOutbox();
    return { discussions: await sendDiscussionNotices(outbox, now), reviews: await sendReviewNotices(outbox, now), assignments: await sendLeftBehindNotices(outbox, now) };
  });
}
