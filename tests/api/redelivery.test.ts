// Safe to run twice: the platform may deliver a trigger's event more than once, and out of order, and a
// scheduled job may run twice at once. Each handler is called here as the platform calls it (the exported
// function's run, with an event object) against the running emulators, twice, and exactly one effect
// must follow: one counter change, one message in the MailDev inbox, one reminder, one discussion notice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailState, pendingDelivery, plannedCalendar, type Calendar, type MailDoc } from '@confsys/domain';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { countBidTallies, countPapers } from '../../functions/src/triggers/counters';
import { sendMail } from '../../functions/src/triggers/mail';
import { remindReviewers } from '../../functions/src/triggers/reminders';
import { registerAreaHooks } from '../../functions/src/registrations';
import { sendDiscussionNotices } from '../../functions/src/triggers/discussion';
import { readStats } from '../../functions/src/lib/dashboard/stats';
import { localSmtpUrl } from '../../scripts/lib/mailServer.mjs';
import { db } from '../support/admin';
import { keepConfig } from '../support/config';
import { call, demo, fullReview, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { mailTo, onlyMailTo, outboxFor, settled } from '../support/mail';
import { committeeReviewer, paperUnderReview } from '../support/world';
import { countersSettle } from '../../bench/lib/settle';

// The triggers run in this process: with the areas' hooks, as functions/src/index.ts registers them.
registerAreaHooks();

const day = 86_400_000;
const hour = 3_600_000;
let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
/** Scratch documents whose snapshots the synthetic events carry (no trigger watches their collection). */
const scratch: string[] = [];

/** A document write as the platform hands it to an onDocumentWritten handler. */
function writeEvent(id: string, document: string, before: DocumentSnapshot, after: DocumentSnapshot) {
  const [, docId = ''] = document.split('/');
  return {
    id,
    specversion: '1.0' as const,
    source: '//firestore.googleapis.com/projects/demo-confsys/databases/(default)',
    type: 'google.cloud.firestore.document.v1.written',
    time: new Date().toISOString(),
    location: 'us-central1',
    project: 'demo-confsys',
    database: '(default)',
    namespace: '(default)',
    document,
    params: { id: docId },
    data: { before, after },
  };
}

/** A scheduled run as Cloud Scheduler starts it. */
const scheduledEvent = (jobName: string) => ({ jobName, scheduleTime: new Date().toISOString() });

/** A snapshot holding `data` (or an absent document when data is null). */
async function snapshotOf(data: Record<string, unknown> | null): Promise<DocumentSnapshot> {
  const ref = db.collection('redeliveryScratch').doc(randomUUID());
  scratch.push(ref.path);
  if (data) await ref.set(data);
  return ref.get();
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  restoreConfig = await keepConfig([]);
  // The outbox's sender reads its SMTP server from the secret, as deployed.
  process.env.SMTP_URL ??= localSmtpUrl;
}, 120_000);

afterAll(async () => {
  await Promise.all(scratch.map((path) => db.doc(path).delete()));
  await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: false, daysBefore: 3 } });
  const restored = await restoreConfig(chair);
  if (restored !== null) expect(restored).toBe(200);
});

describe('the counter triggers', () => {
  it('count a paper once when its event comes twice, and once again when its deletion overtakes the repeat', { timeout: 240_000 }, async () => {
    // A month no other paper has, so the month's count is this paper's alone.
    const month = `19${String(10 + Math.floor(Math.random() * 89))}-0${1 + Math.floor(Math.random() * 9)}`;
    const paper = { status: 'submitted', submissionDate: `${month}-15T09:00:00.000Z` };
    const absent = await snapshotOf(null);
    const present = await snapshotOf(paper);
    const created = writeEvent(`create-${randomUUID()}`, 'papers/RD-1', absent, present);
    const deleted = writeEvent(`delete-${randomUUID()}`, 'papers/RD-1', present, absent);
    // The counts of papers the suites before this one submitted are caught up first: a late event of
    // theirs would move the submitted count between the two readings. After a busy suite the triggers'
    // backlog can take more than a minute on two cores.
    expect(await countersSettle(180_000)).toBe(true);
    const before = await readStats();
    expect(before.monthly[month]).toBeUndefined();

    try {
      await Promise.all([countPapers.run(created), countPapers.run(created)]);
      let now = await readStats();
      expect(now.monthly[month]).toBe(1);
      expect(now.statusCounts.submitted).toBe(before.statusCounts.submitted + 1);

      // Out of order: the deletion, then the creation's event again, then the deletion's.
      await countPapers.run(deleted);
      await countPapers.run(created);
      await countPapers.run(deleted);
      now = await readStats();
      expect(now.monthly[month]).toBeUndefined();
      expect(now.statusCounts.submitted).toBe(before.statusCounts.submitted);
    } finally {
      // RD-1 exists in no collection: whatever failed above, its deletion is counted, so the counters
      // leave this test equal to a recount (the suites after it and the invariant check rely on that).
      await countPapers.run(deleted);
    }
  });
});

describe("the bid figures' trigger", () => {
  it("counts a paper's bid tally once when its event comes twice, and not again after its deletion", async () => {
    // A number of bids no test makes, so this tally's change stands out of the others' meanwhile.
    const bids = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    const times = (before: { bidding: { bids: number } }, now: { bidding: { bids: number } }) => Math.round((now.bidding.bids - before.bidding.bids) / bids);
    const absent = await snapshotOf(null);
    const present = await snapshotOf({ paperId: 'RD-2', number: 2, open: true, eager: 0, willing: 0, notWilling: bids, conflict: 0, wanted: 0, total: bids });
    const created = writeEvent(`tally-${randomUUID()}`, 'meta/bidTallies/paperTallies/RD-2', absent, present);
    const deleted = writeEvent(`untally-${randomUUID()}`, 'meta/bidTallies/paperTallies/RD-2', present, absent);
    const before = await readStats();
    await Promise.all([countBidTallies.run(created), countBidTallies.run(created)]);
    expect(times(before, await readStats())).toBe(1);
    await countBidTallies.run(deleted);
    await countBidTallies.run(created);
    await countBidTallies.run(deleted);
    expect(times(before, await readStats())).toBe(0);
  });
});

describe("the outbox's sender", () => {
  it('sends a message once when its event comes twice at once and once more after it was sent', async () => {
    const to = uniqueEmail('redelivered');
    const subject = `Redelivered ${randomUUID()}`;
    const now = new Date().toISOString();
    const doc: MailDoc = { to: [to], message: { subject, text: 'Once.', html: '<p>Once.</p>' }, attachments: [], kind: 'reminder', paperId: null, createdAt: now, delivery: pendingDelivery(now) };
    const ref = await db.collection('mail').add(doc);
    const pending = (await ref.get()) as QueryDocumentSnapshot;
    // The sender runs when the message is created: the event carries the new document.
    const event = { ...writeEvent(`mail-${randomUUID()}`, `mail/${ref.id}`, await snapshotOf(null), pending), data: pending };
    // The emulator's own trigger runs for the new document too: three senders for one message.
    await Promise.all([sendMail.run(event), sendMail.run(event)]);
    expect((await settled(ref.id)).delivery.state).toBe(MailState.Success);
    await onlyMailTo(to, subject);
    // The same event late, still saying PENDING: the message is sent already.
    await sendMail.run(event);
    await new Promise((done) => setTimeout(done, 1000));
    expect(await mailTo(to, subject)).toHaveLength(1);
  });
});

describe('the scheduled jobs', () => {
  /** A calendar whose review deadline is `reviewDeadline`, the submission deadline a day before. */
  function calendarWithReviewDeadline(reviewDeadline: number): Calendar {
    const at = (offset: number) => new Date(reviewDeadline + offset).toISOString();
    return { ...plannedCalendar(new Date(reviewDeadline), 'Asia/Kolkata'), biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null, submissionDeadline: at(-day), graceMinutes: 0, reviewDeadline: at(0), notificationDate: at(10 * day), cameraReadyDeadline: at(20 * day), registrationDeadline: at(25 * day), conferenceStart: at(40 * day), conferenceEnd: at(41 * day) };
  }

  it('remind a reviewer once when the hourly run starts twice at once', async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendarWithReviewDeadline(Date.now() + 10 * day) })).status).toBe(200);
    expect((await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: true, daysBefore: 3 } })).status).toBe(200);
    const author = await newAuthor('twicereminded');
    const rosa = await committeeReviewer(chair, 'rosa', { name: 'Rosa Twice', affiliation: 'Institute of Repeats', researchArea: 'Systems' });
    const paperId = await paperUnderReview(chair, author.token, rosa.record);
    expect((await call('PUT', `/api/admin/papers/${paperId}/reviewers/${rosa.record}/due`, { token: chair, json: { dueAt: new Date(Date.now() + 2 * day).toISOString() } })).status).toBe(200);

    await Promise.all([remindReviewers.run(scheduledEvent('remindReviewers')), remindReviewers.run(scheduledEvent('remindReviewers'))]);
    await remindReviewers.run(scheduledEvent('remindReviewers'));
    const reminders = (await outboxFor(rosa.email)).filter(({ mail }) => mail.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    await onlyMailTo(rosa.email, reminders[0]!.mail.message.subject);
  });

  it("send a waiting discussion notice once when the quarter-hour run starts twice at once", async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendarWithReviewDeadline(Date.now() + 10 * day) })).status).toBe(200);
    const author = await newAuthor('twicediscussed');
    const vera = await committeeReviewer(chair, 'vera', { name: 'Vera Twice', affiliation: 'Institute of Echoes', researchArea: 'Systems' });
    const paperId = await paperUnderReview(chair, author.token, vera.record);
    expect((await call('POST', '/api/reviews/submitReview', { token: vera.token, json: fullReview(paperId) })).status).toBe(200);
    // The chair comments twice: Vera hears of the first at once, and the second waits for her hour.
    for (const text of ['Please look at the proof of Lemma 2 again.', 'And the appendix.']) expect((await call('POST', `/api/papers/${paperId}/discussion`, { token: chair, json: { text } })).status).toBe(200);
    const notices = async () => (await outboxFor(vera.email)).filter(({ mail }) => mail.kind === 'discussion' && mail.paperId === paperId);
    expect(await notices()).toHaveLength(1);
    expect((await db.doc(`discussions/${paperId}`).get()).get(`notices.${vera.record}.unseen`)).toBe(1);
    // Her hour is over (the first notice went two hours ago): the next run tells her, once.
    await db.doc(`discussions/${paperId}`).update({ [`notices.${vera.record}.sentAt`]: new Date(Date.now() - 2 * hour).toISOString() });

    await Promise.all([sendDiscussionNotices.run(scheduledEvent('sendDiscussionNotices')), sendDiscussionNotices.run(scheduledEvent('sendDiscussionNotices'))]);
    await sendDiscussionNotices.run(scheduledEvent('sendDiscussionNotices'));
    const sent = await notices();
    expect(sent).toHaveLength(2);
    await expect.poll(async () => (await mailTo(vera.email)).filter((message) => sent.some(({ mail }) => mail.message.subject === message.subject)).length, { timeout: 30_000 }).toBe(2);
    expect((await db.doc(`discussions/${paperId}`).get()).get(`notices.${vera.record}.unseen`)).toBe(0);
  });
});
