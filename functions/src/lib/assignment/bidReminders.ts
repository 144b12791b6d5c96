// Reminding every reviewer who has not bid yet to bid, while bidding is open: one message each, naming
// the close of bidding; asked for by the chair, so it goes even while notifications are off.
import { Messages, SitePages, type AnswerOf, type Endpoints, calendarWindow, formatDeadlineIn } from '@confsys/domain';
import { db } from '../admin';
import { readCalendar } from '../calendar/calendar';
import { conflict } from '../errors';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { openPaperFigures, reviewersWithBids } from './bidTallies';

/** Queues the reminders, and answers how many were queued (409 when bidding is not open or everyone has bid). */
export async function remindSilentBidders(): Promise<AnswerOf<(typeof Endpoints)['bidReminders']>> {
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
}
