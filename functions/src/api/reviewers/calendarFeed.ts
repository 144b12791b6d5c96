// A reviewer's private iCalendar feed of their due dates. GET/POST /api/reviewers/calendar-feed: whether
// one exists; make one, or a new one whose link replaces the old (the old stops working in the same
// write). GET /api/calendar-feeds/{token}/due-dates.ics: the feed, for calendar applications, which fetch
// it without signing in: the link's 256-bit secret is the credential, and only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalAlarmType } from 'ical-generator';
import { ApiPaths, Messages, PaperStatus, calendarFeedTokenFormat, conference, reviewFormPage } from '@confsys/domain';
import { db } from '../../lib/admin';
import { documents } from '../../lib/documents';
import { forbidden, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { siteLink } from '../../lib/mail/settings';
import { isSubmitted, reviewerAssignments } from '../../lib/reviews';
import { sendFile } from '../../lib/sendFile';
import type { Caller } from '../../lib/auth';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const feedsOf = (uid: string) => documents.calendarFeeds.where('uid', '==', uid);

/** Reviewers learn their assignments by their verified email only, and so do their feeds. */
function checkVerified(caller: Caller): void {
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
}

export const calendarFeed = handles('calendarFeed', async ({ caller }) => {
  checkVerified(caller);
  const feed = (await feedsOf(caller.uid).limit(1).get()).docs[0]?.data();
  return { feed: feed ? { createdAt: feed.createdAt } : null };
});

export const renewCalendarFeed = handles('renewCalendarFeed', async ({ caller }) => {
  checkVerified(caller);
  // Hex: every character is one the router takes in an address's parameter (base64url may start with - or _).
  const token = randomBytes(32).toString('hex');
  const createdAt = new Date().toISOString();
  await db.runTransaction(async (transaction) => {
    const earlier = await transaction.get(feedsOf(caller.uid));
    for (const doc of earlier.docs) transaction.delete(doc.ref);
    transaction.create(documents.calendarFeeds.doc(digest(token)), { uid: caller.uid, email: caller.email, createdAt });
  });
  return { message: Messages.calendarFeedMade, url: siteLink(ApiPaths.calendarFeedFile(token)), createdAt };
});

export const calendarFeedFile = handles('calendarFeedFile', async ({ params, res }) => {
  const token = params.token ?? '';
  const feed = calendarFeedTokenFormat.test(token) ? (await documents.calendarFeeds.doc(digest(token)).get()).data() : undefined;
  if (!feed) throw notFound(Messages.calendarFeedNotFound);
  const feedCalendar = ical({ name: `${conference.shortName} reviews`, prodId: { company: conference.shortName, product: 'Review due dates', language: 'EN' }, ttl: 3600 });
  for (const { paper, assignment, review, dueAt } of (await reviewerAssignments(feed.email)).filter((assigned) => assigned.paper.status === PaperStatus.UnderReview)) {
    const due = new Date(dueAt);
    const done = review !== undefined && isSubmitted(review);
    feedCalendar.createEvent({
      id: `${paper.paperId}-${assignment?.reviewerId ?? 'review'}@${conference.shortName.toLowerCase()}`,
      start: new Date(due.getTime() - 30 * 60_000),
      end: due,
      summary: `${done ? 'Review submitted' : 'Review due'}: ${paper.paperId} ${paper.title}`,
      description: `${done ? 'Your review is submitted.' : 'Your review of this paper is due.'} ${siteLink(reviewFormPage(paper.paperId))}`,
      url: siteLink(reviewFormPage(paper.paperId)),
      alarms: done ? [] : [{ type: ICalAlarmType.display, triggerBefore: 24 * 3600 }],
    });
  }
  sendFile(res, { bytes: Buffer.from(feedCalendar.toString(), 'utf8'), contentType: 'text/calendar; charset=utf-8' }, 'due-dates.ics', 'inline');
});
