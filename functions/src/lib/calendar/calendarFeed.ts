// A reviewer's private calendar feed: the digest that stands for the link's secret, the feeds of a
// reviewer, and the check that the reviewer's address is verified.
import { createHash } from 'node:crypto';
import { Messages } from '@confsys/domain';
import { documents } from '../documents';
import { forbidden } from '../errors';
import type { Caller } from '../auth';

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedsOf = (uid: string) => documents.calendarFeeds.where('uid', '==', uid);

/** Reviewers learn their assignments by their verified email only, and so do their feeds. */
export function checkVerified(caller: Caller): void {
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailFirst);
}
