// POST /api/admin/bids/reminders: queues a reminder to bid to every reviewer who has not bid yet, while
// bidding is open.
import { Messages, SitePages, calendarWindow, formatDeadlineIn } from '@confsys/domain';
import { db } from '../../lib/admin';
import { readCalendar } from '../../lib/calendar/calendar';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { openPaperFigures, reviewersWithBids } from '../../lib/assignment/bidTallies';

export const bidReminders = handles('bidReminders', async () => {
  const calendar = await readCalendar();
  if (calendarWindow(calendar, 'bidding', Date.now()).state !== 'open' || !calendar?.biddingClose) throw conflict(Messages.biddingNotOpenForReminder);
  const [figures, reviewers] = await Promise.all([openPaperFigures(), reviewersWithBids()]);
  const silent = reviewers.filter((reviewer) => reviewer.silent);
  if (silent.length === 0) throw conflict(Messages.everyoneHasBid);
  const closes = formatDeadlineIn(calendar.biddingClose, calendar.timeZone);
  const outbox = await openOutbox();
  // A reminder is asked for by the chair: it goes even while notifications are off.
  for (let start = 0; start < silent.length; start += 400) {
    const batch = db.batch();
    for (const reviewer of silent.slice(start, start + 400)) {
      outbox.queue(batch, {
        to: [reviewer.email],
        mail: mailTemplates.bidReminder({ reviewerName: reviewer.name, closes, biddingUrl: siteLink(SitePages.reviewerBidding), papers: figures.openPapers }),
      });
    }
    await batch.commit();
  }
  return { message: Messages.bidRemindersQueued(silent.length), queued: silent.length };
});
