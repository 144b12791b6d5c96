// GET /api/admin/bids: the bids per paper open for bidding (papers nobody wants flagged: no eager or
// willing bid) and per reviewer (those who have not bid flagged). POST /api/admin/bids/reminders: a
// message to each reviewer who has not bid, while bidding is open.
import { Messages, SitePages, calendarWindow, formatDeadlineIn, type Bid } from '@confsys/domain';
import { db } from '../../lib/admin';
import { readAllBids, readBiddingPapers } from '../../lib/bidding';
import { readCalendar } from '../../lib/calendar';
import { documents } from '../../lib/documents';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';

const noBids = (): Record<Bid, number> => ({ eager: 0, willing: 0, notWilling: 0, conflict: 0 });

async function readOverview() {
  const [papers, reviewers, bids] = await Promise.all([readBiddingPapers(), documents.reviewers.orderBy('nameKey').get(), readAllBids()]);
  const open = new Set(papers.map((paper) => paper.paperId));
  const perPaper = new Map(papers.map((paper) => [paper.paperId, noBids()]));
  const perReviewer = new Map(reviewers.docs.map((doc) => [doc.id, noBids()]));
  for (const bid of bids.values()) {
    if (!open.has(bid.paperId)) continue;
    const paperCounts = perPaper.get(bid.paperId);
    const reviewerCounts = perReviewer.get(bid.reviewerId);
    if (paperCounts) paperCounts[bid.bid] += 1;
    if (reviewerCounts) reviewerCounts[bid.bid] += 1;
  }
  return {
    papers: papers.map((paper) => {
      const counts = perPaper.get(paper.paperId) ?? noBids();
      return { paperId: paper.paperId, title: paper.title, topics: paper.topics ?? [], ...counts, unwanted: counts.eager + counts.willing === 0 };
    }),
    reviewers: reviewers.docs.map((doc) => {
      const counts = perReviewer.get(doc.id) ?? noBids();
      const total = counts.eager + counts.willing + counts.notWilling + counts.conflict;
      return { reviewerId: doc.id, name: doc.data().name, email: doc.data().email, topics: doc.data().topics ?? [], ...counts, bids: total, silent: total === 0 };
    }),
    openPapers: papers.length,
  };
}

export const bidOverview = handles('bidOverview', async () => {
  const [calendar, overview] = await Promise.all([readCalendar(), readOverview()]);
  return {
    window: calendarWindow(calendar, 'bidding', Date.now()),
    papers: overview.papers,
    reviewers: overview.reviewers.map(({ email: _email, ...reviewer }) => reviewer),
  };
});

export const bidReminders = handles('bidReminders', async () => {
  const calendar = await readCalendar();
  if (calendarWindow(calendar, 'bidding', Date.now()).state !== 'open' || !calendar?.biddingClose) throw conflict(Messages.biddingNotOpenForReminder);
  const overview = await readOverview();
  const silent = overview.reviewers.filter((reviewer) => reviewer.silent);
  if (silent.length === 0) throw conflict(Messages.everyoneHasBid);
  const closes = formatDeadlineIn(calendar.biddingClose, calendar.timeZone);
  const outbox = await openOutbox();
  // A reminder is asked for by the chair: it goes even while notifications are off.
  for (let start = 0; start < silent.length; start += 400) {
    const batch = db.batch();
    for (const reviewer of silent.slice(start, start + 400)) {
      outbox.queue(batch, {
        to: [reviewer.email],
        mail: mailTemplates.bidReminder({ reviewerName: reviewer.name, closes, biddingUrl: siteLink(SitePages.reviewerBidding), papers: overview.openPapers }),
      });
    }
    await batch.commit();
  }
  return { message: Messages.bidRemindersQueued(silent.length), queued: silent.length };
});
