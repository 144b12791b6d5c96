// Telling the admins of submitted reviews: at most one message an hour, listing each paper that had a
// review in since the last one and how many of its reviews are in, instead of a message per review (a
// committee of 150 submitting 6,000 reviews sent the chair 6,000 messages). A reviewer's first submission
// writes its paper's notice in the transaction that saves the review; the waiting notices' scheduled run
// (every 15 minutes) sends them once the admins' hour is over, in the transaction that deletes them.
import { SitePages, type PaperDoc } from '@confsys/domain';
import type { CollectionReference, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { editionMeta } from '../documents';
import { adminAddresses, type Outbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';

/** A paper with a review in since the admins' last message (meta/reviewNotices/waiting/{paperId}). */
export interface ReviewNotice {
  paperId: string;
  title: string;
  submitted: number;
  target: number;
  at: string;
}

/** At most one message an hour. */
export const reviewNoticeIntervalMs = 60 * 60_000;

const noticesDoc = () => editionMeta().doc('reviewNotices') as DocumentReference<{ sentAt: string }>;
const waiting = () => noticesDoc().collection('waiting') as CollectionReference<ReviewNotice>;

/** In the transaction of a reviewer's first submission: the paper's notice, with the reviews now in (a later review of the paper replaces it). */
export function recordReviewNotice(transaction: Transaction, paper: Pick<PaperDoc, 'paperId' | 'title'>, submitted: number, target: number): void {
  transaction.set(waiting().doc(paper.paperId), { paperId: paper.paperId, title: paper.title, submitted, target, at: new Date().toISOString() });
}

/** Papers listed in one message: the message and the deletions fit one batch. */
const perMessage = 400;

/**
 * The scheduled run's part: once the admins' hour since their last message is over, the papers waiting,
 * in one message (a paper alone in the message of a single review), each part of up to 400 papers in a
 * transaction that reads their notices, queues the message, deletes them and moves the hour on: a review
 * that rewrites a notice meanwhile makes the part run again with its count, and two runs never send a
 * notice twice. Answers how many messages were queued.
 */
export async function sendReviewNotices(outbox: Outbox, now = new Date()): Promise<number> {
  const last = (await noticesDoc().get()).data();
  if (last && now.getTime() - Date.parse(last.sentAt) < reviewNoticeIntervalMs) return 0;
  const found = await waiting().get();
  if (found.empty) return 0;
  const admins = await adminAddresses();
  const refs = found.docs.map((doc) => doc.ref).sort((a, b) => a.id.localeCompare(b.id));
  let queued = 0;
  for (let start = 0; start < refs.length; start += perMessage) {
    const part = refs.slice(start, start + perMessage);
    queued += await db.runTransaction(async (transaction) => {
      const notices = (await transaction.getAll(...part)).flatMap((snapshot) => snapshot.data() ?? []);
      const [only] = notices;
      if (!only) return 0;
      const id = outbox.queue(transaction, { to: admins, ...(notices.length === 1 ? { paperId: only.paperId } : {}), mail: letterFor(notices) });
      for (const ref of part) transaction.delete(ref);
      transaction.set(noticesDoc(), { sentAt: now.toISOString() });
      return id === null ? 0 : 1;
    });
  }
  return queued;
}

function letterFor(notices: readonly ReviewNotice[]) {
  const commentsUrl = siteLink(SitePages.adminComments);
  const [only] = notices;
  if (notices.length === 1 && only) return mailTemplates.reviewSubmitted({ paperId: only.paperId, title: only.title, submitted: only.submitted, target: only.target, commentsUrl });
  return mailTemplates.reviewsSubmitted({ papers: notices, commentsUrl });
}
