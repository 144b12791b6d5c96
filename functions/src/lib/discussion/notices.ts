// The discussions' notices. A reviewer hears of new comments on a paper they review either as they come
// (a message per paper, at most once an hour: later comments wait for the next notice) or, if they chose a
// daily digest on their dashboard, in one message a day listing every discussion with new comments. The
// comment's transaction counts what each reader has not heard of; the scheduled run (hourly) sends what
// waited, each reader's digest claimed in a transaction with its marker, so a second run sends nothing.
import {
  PaperStatus,
  SitePages,
  defaultNoticeMode,
  digestIntervalMs,
  discussionNoticeIntervalMs,
  isStatus,
  paperPage,
  type CommentDoc,
  type DigestItem,
  type DiscussionDoc,
  type NoticeMode,
  type PaperDoc,
} from '@confsys/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { documents, editionMeta, readAll } from '../documents';
import type { Outbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { readPaperReviews } from '../reviewStore';
import { readersOf } from './discussion';

/** The link a notice gives: the reviewer's review form, at its discussion. */
const discussionLink = (paperId: string) => siteLink(paperPage(SitePages.reviewForm, paperId, 'discussion'));

type Reader = ReturnType<typeof readersOf>[number];

/** How each address hears of discussions, from its account's settings (the default for an address without one). */
export async function noticeModesOf(emails: readonly string[]): Promise<Map<string, NoticeMode>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const modes = new Map<string, NoticeMode>();
  for (let start = 0; start < wanted.length; start += 30) {
    const users = await documents.users.where('email', 'in', wanted.slice(start, start + 30)).get();
    const settings = await readAll(users.docs.map((user) => documents.settings.doc(user.id)));
    users.docs.forEach((user, at) => {
      const mode = settings[at]?.notices;
      if (mode) modes.set(user.data().email.toLowerCase(), mode);
    });
  }
  return modes;
}

const modeOf = (modes: ReadonlyMap<string, NoticeMode>, reader: Pick<Reader, 'email'>) => modes.get(reader.email.toLowerCase()) ?? defaultNoticeMode;

/**
 * Tells the paper's readers (but the comment's author) of a new comment: a reviewer hearing as comments
 * come and not told in the last hour gets a notice now; any other has the comment counted for the
 * scheduled run (their hour's notice, or their daily digest). Returns the discussion as it is after it.
 */
export function noticeComment(
  transaction: Transaction,
  outbox: Outbox,
  paper: Pick<PaperDoc, 'paperId' | 'title' | 'reviewers'>,
  readers: readonly Reader[],
  discussion: DiscussionDoc,
  comment: CommentDoc,
  now: Date,
  modes: ReadonlyMap<string, NoticeMode>,
): DiscussionDoc {
  const notices = { ...discussion.notices };
  for (const reader of readers) {
    if (comment.author.kind === 'reviewer' && comment.author.reviewerId === reader.reviewerId) continue;
    const previous = notices[reader.reviewerId] ?? { sentAt: null, unseen: 0, asked: false };
    const counted = { sentAt: previous.sentAt, unseen: previous.unseen + 1, asked: previous.asked || comment.to === reader.reviewerId };
    const hourOver = previous.sentAt === null || now.getTime() - Date.parse(previous.sentAt) >= discussionNoticeIntervalMs;
    if (modeOf(modes, reader) === 'immediate' && hourOver) {
      outbox.queue(transaction, { to: [reader.email], paperId: paper.paperId, mail: mailTemplates.discussion({ paperId: paper.paperId, title: paper.title, reviewerName: reader.name, comments: counted.unseen, asked: counted.asked, discussionUrl: discussionLink(paper.paperId) }) });
      notices[reader.reviewerId] = { sentAt: now.toISOString(), unseen: 0, asked: false };
    } else {
      notices[reader.reviewerId] = counted;
    }
  }
  return { ...discussion, notices, noticesPending: Object.values(notices).some((notice) => notice.unseen > 0) };
}

/** A paper's readers now, read in the transaction: none once it is no longer under review. */
async function currentReaders(transaction: Transaction, paper: PaperDoc | undefined): Promise<Reader[]> {
  if (!paper || !isStatus(paper.status, PaperStatus.UnderReview)) return [];
  return readersOf(paper, await readPaperReviews(paper, transaction));
}

/** When each digest reader was last sent their digest (meta/discussionDigests/readers/{reviewerId}). */
const digestMarker = (reviewerId: string) => editionMeta().doc('discussionDigests').collection('readers').doc(reviewerId) as DocumentReference<{ sentAt: string }>;

/**
 * The scheduled run: sends each notice that waited for its reader's hour to pass (readers hearing as
 * comments come), then each digest reader's digest once their day has passed. A reviewer removed from the
 * paper meanwhile (or a paper no longer under review) is dropped without a notice. Returns how many
 * messages were queued.
 */
export async function sendWaitingNotices(outbox: Outbox, now = new Date()): Promise<number> {
  const waiting = await documents.discussions.where('noticesPending', '==', true).get();
  if (waiting.empty) return 0;
  const papers = await readAll(waiting.docs.map((doc) => documents.papers.doc(doc.id)));
  const modes = await noticeModesOf(papers.flatMap((paper) => paper?.reviewers.map((assignment) => assignment.email) ?? []));
  let queued = 0;
  // Per digest reader (by record ID): the discussions with comments they have not heard of.
  const digests = new Map<string, { reader: Reader; paperIds: string[] }>();
  for (const doc of waiting.docs) {
    queued += await db.runTransaction(async (transaction) => {
      const [discussion, paper] = [(await transaction.get(doc.ref)).data(), (await transaction.get(documents.papers.doc(doc.id))).data()];
      if (!discussion) return 0;
      const readers = await currentReaders(transaction, paper);
      const notices = { ...discussion.notices };
      let sent = 0;
      for (const [reviewerId, notice] of Object.entries(notices)) {
        if (notice.unseen === 0) continue;
        const reader = readers.find((candidate) => candidate.reviewerId === reviewerId);
        if (!reader) {
          notices[reviewerId] = { ...notice, unseen: 0, asked: false };
          continue;
        }
        if (modeOf(modes, reader) === 'daily') {
          const entry = digests.get(reviewerId) ?? { reader, paperIds: [] };
          entry.paperIds.push(doc.id);
          digests.set(reviewerId, entry);
          continue;
        }
        if (notice.sentAt !== null && now.getTime() - Date.parse(notice.sentAt) < discussionNoticeIntervalMs) continue;
        outbox.queue(transaction, { to: [reader.email], paperId: doc.id, mail: mailTemplates.discussion({ paperId: doc.id, title: paper?.title ?? '', reviewerName: reader.name, comments: notice.unseen, asked: notice.asked, discussionUrl: discussionLink(doc.id) }) });
        notices[reviewerId] = { sentAt: now.toISOString(), unseen: 0, asked: false };
        sent++;
      }
      transaction.set(doc.ref, { ...discussion, notices, noticesPending: Object.values(notices).some((notice) => notice.unseen > 0) });
      return sent;
    });
  }
  for (const [reviewerId, { reader, paperIds }] of digests) queued += await sendDigest(outbox, reviewerId, reader, paperIds, now);
  return queued;
}

/**
 * One reader's digest, once their day has passed since the last: every listed discussion where they are
 * still a reader with comments unheard of, in one message; those counts reset and the marker moved, in the
 * transaction that queues it. Answers 1 when it was sent.
 */
async function sendDigest(outbox: Outbox, reviewerId: string, reader: Reader, paperIds: readonly string[], now: Date): Promise<number> {
  return db.runTransaction(async (transaction) => {
    const marker = (await transaction.get(digestMarker(reviewerId))).data();
    if (marker && now.getTime() - Date.parse(marker.sentAt) < digestIntervalMs) return 0;
    const discussionRefs = paperIds.map((paperId) => documents.discussions.doc(paperId));
    const [discussions, papers] = await Promise.all([Promise.all(discussionRefs.map((ref) => transaction.get(ref))), Promise.all(paperIds.map((paperId) => transaction.get(documents.papers.doc(paperId))))]);
    const items: DigestItem[] = [];
    const updates: Array<{ ref: (typeof discussionRefs)[number]; discussion: DiscussionDoc }> = [];
    for (const [at, snapshot] of discussions.entries()) {
      const discussion = snapshot.data();
      const paper = papers[at]?.data();
      const notice = discussion?.notices[reviewerId];
      if (!discussion || !paper || !notice || notice.unseen === 0) continue;
      const readers = await currentReaders(transaction, paper);
      if (!readers.some((candidate) => candidate.reviewerId === reviewerId)) continue;
      items.push({ paperId: paper.paperId, title: paper.title, comments: notice.unseen, asked: notice.asked });
      const notices = { ...discussion.notices, [reviewerId]: { sentAt: now.toISOString(), unseen: 0, asked: false } };
      updates.push({ ref: discussionRefs[at]!, discussion: { ...discussion, notices, noticesPending: Object.values(notices).some((entry) => entry.unseen > 0) } });
    }
    if (items.length === 0) return 0;
    outbox.queue(transaction, { to: [reader.email], mail: mailTemplates.discussionDigest({ reviewerName: reader.name, items, reviewerUrl: siteLink(SitePages.reviewerDashboard) }) });
    for (const update of updates) transaction.set(update.ref, update.discussion);
    transaction.set(digestMarker(reviewerId), { sentAt: now.toISOString() });
    return 1;
  });
}
