// Brings a stored database up to date and recomputes the dashboard's aggregate counters: for a database
// that predates the counters, or after a repair, and on every `npm start` of saved data. Run it while
// nothing else writes. First the one-time moves of older data (lib/migrations.ts; nothing to do once
// moved), then the outbox: messages the suite stopped before sending are queued again.
//   Emulators: npm run recount     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/recount-stats.ts
import { requeueUnsent } from '../functions/src/lib/mail/outbox';
import { buildPaperIndex, buildPaperLists, dropPersonalNotificationSwitch, indexAuthorEmails, indexReviewerRecords, migrateToReviewerLists, movePaperPayments, openPaymentsOnRegistrations, recordAssignmentReviews } from '../functions/src/lib/migrations';
import { recountAndStore } from '../functions/src/lib/dashboard/stats';
import { recountBidTallies } from '../functions/src/lib/assignment/bidTallies';
import { buildIfOutOfDate } from '../functions/src/lib/proceedings/layout';
import { invoiceQueue, numberWaitingPayments } from '../functions/src/lib/payments/invoiceNumbers';

try {
  const moved = await migrateToReviewerLists();
  if (moved > 0) console.log(`Moved ${moved} papers to reviewer lists.`);
  const settings = await dropPersonalNotificationSwitch();
  if (settings > 0) console.log(`Removed the per-user Notifications switch from ${settings} settings documents (it is conference-wide now).`);
  const indexed = await buildPaperIndex();
  if (indexed > 0) console.log(`Built the paper lists' index entries of ${indexed} papers.`);
  const listed = await buildPaperLists();
  if (listed > 0) console.log(`Brought ${listed} entries of the reviewers' and authors' own paper lists up to date.`);
  const recorded = await recordAssignmentReviews();
  if (recorded > 0) console.log(`Recorded the reviews' states on the assignments of ${recorded} papers.`);
  const emails = await indexAuthorEmails();
  if (emails > 0) console.log(`Listed the authors' addresses of ${emails} manuscripts for the cap on papers per author.`);
  const reviewers = await indexReviewerRecords();
  if (reviewers > 0) console.log(`Added the search fields of ${reviewers} reviewer records.`);
  const registrations = await openPaymentsOnRegistrations();
  const paperPayments = await movePaperPayments();
  if (paperPayments > 0) console.log(`Moved the payments of ${paperPayments} papers to the payments.`);
  if (registrations > 0) console.log(`Named the open payment on ${registrations} conference registrations.`);
  const tallies = await recountBidTallies();
  if (tallies > 0) console.log(`Counted the bids of ${tallies} papers and reviewers again.`);
  // Built before anyone reads it, so no reader ever waits for it (it is kept up to date in the background).
  if (await buildIfOutOfDate()) console.log("Built the volume's layout for the Proceedings screen and the public list.");
  // Verified payments a stop left without their number get it now.
  const unnumbered = (await invoiceQueue().get()).size;
  if (unnumbered > 0) {
    await numberWaitingPayments();
    console.log(`Numbered ${unnumbered} verified payments that waited for their receipt.`);
  }
  const requeued = await requeueUnsent();
  if (requeued > 0) console.log(`Queued ${requeued} unsent messages again.`);
  console.log(JSON.stringify(await recountAndStore(), null, 2));
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
