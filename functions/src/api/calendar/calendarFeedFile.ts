// GET /api/calendar-feeds/:token/due-dates.ics: a reviewer's due dates as an iCalendar feed (RFC 5545),
// for calendar applications.
import ical, { ICalAlarmType } from 'ical-generator';
import { Messages, PaperStatus, calendarFeedTokenFormat, reviewFormPage } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { siteLink } from '../../lib/mail/settings';
import { reviewerAssignments } from '../../lib/reviews/reviews';
import { isSubmitted } from '../../lib/reviewStore';
import { sendFile } from '../../lib/sendFile';
import { digest } from '../../lib/calendar/calendarFeed';
import { currentEdition } from '../../lib/editionScope';

export const calendarFeedFile = handles('calendarFeedFile', async ({ params, res }) => {
  const token = params.token ?? '';
  const feed = calendarFeedTokenFormat.test(token) ? (await documents.calendarFeeds.doc(digest(token)).get()).data() : undefined;
  if (!feed) throw notFound(Messages.calendarFeedNotFound);
  const feedCalendar = ical({ name: `${currentEdition().name} reviews`, prodId: { company: currentEdition().name, product: 'Review due dates', language: 'EN' }, ttl: 3600 });
  for (const { paper, assignment, review, dueAt } of (await reviewerAssignments(feed.email)).filter((assigned) => assigned.paper.status === PaperStatus.UnderReview)) {
    const due = new Date(dueAt);
    const done = review !== undefined && isSubmitted(review);
    feedCalendar.createEvent({
      id: `${paper.paperId}-${assignment?.reviewerId ?? 'review'}@${currentEdition().name.toLowerCase()}`,
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
