// POST /api/reviewers/calendar-feed: makes the reviewer's private calendar feed link, or a new one that
// replaces it.
import { randomBytes } from 'node:crypto';
import { ApiPaths, Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { siteLink } from '../../lib/mail/settings';
import { digest, feedsOf, checkVerified } from '../../lib/calendar/calendarFeed';

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
