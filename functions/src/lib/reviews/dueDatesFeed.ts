// A reviewer's due dates as an iCalendar feed (RFC 5545), for calendar applications: the feed's token
// names it, and it lists the reviewer's papers under review with their due dates. With the reviews, which
// it reads (the calendar sits below them).
import ical, { ICalAlarmType } from 'ical-generator';
import { Messages, PaperStatus, calendarFeedTokenFormat, reviewFormPage } from '@confsys/domain';
import { documents } from '../documents';
import { notFound } from '../errors';
import { siteLink } from '../mail/settings';
import { reviewerAssignments } from './reviews';
import { isSubmitted } from '../reviewStore';
import { digest } from '../calendar/calendarFeed';
import { currentEdition } from '../editionScope';

/** The feed of the token's reviewer, as iCalendar text (404 for a token that names no feed). */
export async function dueDatesFeed(token: string): Promise<string> {
  const feed = calendarFeedTokenFormat.test(token) ? (await documents.calendarFeeds.doc(digest(token)).get()).data() : undefined;
  if (!feed) throw notFound(Messages.calendarFeedNotFound);
  const feedCalendar = ical({ name: `${currentEdition().name} reviews`, prodId: { company: currentEdition().name, product: 'Review due dates', language: 'EN' }, ttl: 3600 });
  for (const { paper, assignment, review, dueAt } of (await reviewerAssignments(feed.email)).filter((assigned) => assigned.paper.status === PaperStatus.UnderReview)) {
    const due = new Date(dueAt);
    const done = review !== null && isSubmitted(review);
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
  return feedCalendar.toString();
}
