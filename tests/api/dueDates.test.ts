// Review due dates and the automatic reminders, against the running functions: a review is due at the
// calendar's review deadline unless the chair gave that assignment its own date; the reviewer's list, the
// chair's paper list and decision table show the due date and whether a review is late or overdue; a review
// submitted after its due date is accepted and marked late. The automatic run (the scheduled function's
// body, run here in-process as npm start's timer runs it) reminds a reviewer once when a review is near
// its due date and once when it is overdue, never twice on one day, and the chair sees whom it reminded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, plannedCalendar, type AssignedPaperView, type Calendar, type ReviewerCommentView } from '@confsys/domain';
import { runAutomaticReminders } from '../../functions/src/lib/mail/automaticReminders';
import { db } from '../support/admin';
import { call, fullReview } from '../support/emulator';
import { outboxFor } from '../support/mail';
import { paperUnderReview, reviewStage } from '../support/world';

const day = 86_400_000;
let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
let author: { token: string };
let rita: { email: string; token: string; record: string };

const setCalendar = (calendar: unknown) => call<{ message: string }>('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const setDue = (paperId: string, reviewerId: string, dueAt: string | null) => call<{ message: string }>('PUT', `/api/admin/papers/${paperId}/reviewers/${reviewerId}/due`, { token: chair, json: { dueAt } });
const mine = async () => (await call<{ papers: AssignedPaperView[] }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(rita.email)}`, { token: rita.token })).body.papers;

/** A calendar whose review deadline is `reviewDeadline`, the submission deadline a day before, the rest after. */
function calendarWithReviewDeadline(reviewDeadline: number): Calendar {
  const at = (offset: number) => new Date(reviewDeadline + offset).toISOString();
  return { ...plannedCalendar(new Date(reviewDeadline), 'Asia/Kolkata'), biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null, submissionDeadline: at(-day), graceMinutes: 0, reviewDeadline: at(0), notificationDate: at(10 * day), cameraReadyDeadline: at(20 * day), registrationDeadline: at(25 * day), conferenceStart: at(40 * day), conferenceEnd: at(41 * day) };
}

const assignedPaper = () => paperUnderReview(chair, author.token, rita.record);

beforeAll(async () => {
  ({ chair, restoreConfig, author, reviewer: rita } = await reviewStage('dora', 'rita', { name: 'Rita Punctual', affiliation: 'Institute of Review', researchArea: 'Systems' }));
}, 120_000);

afterAll(async () => {
  await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: false, daysBefore: 3 } });
  const restored = await restoreConfig(chair);
  if (restored !== null) expect(restored).toBe(200);
});

describe('due dates', () => {
  it("follow the calendar's review deadline unless the chair sets one for the assignment", async () => {
    const deadline = Date.parse('2031-07-20T18:29:00Z');
    expect((await setCalendar(calendarWithReviewDeadline(deadline))).status).toBe(200);
    const paperId = await assignedPaper();
    expect((await mine()).find((paper) => paper.paperId === paperId)).toMatchObject({ dueAt: '2031-07-20T18:29:00.000Z', timing: 'due' });

    const set = await setDue(paperId, rita.record, '2031-07-27T23:59:00+05:30');
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(Messages.dueAtSet('Rita Punctual', '27 Jul 2031, 23:59 IST'));
    expect((await mine()).find((paper) => paper.paperId === paperId)?.dueAt).toBe('2031-07-27T18:29:00.000Z');
    const audit = await call<{ entries: Array<{ action: string; after: { dueAt: string } }> }>('GET', `/api/admin/audit?action=review.due&target=paper:${paperId}`, { token: chair });
    expect(audit.body.entries[0]?.after.dueAt).toBe('2031-07-27T18:29:00.000Z');

    // Moving the calendar leaves a review with its own date where it is; clearing it follows the calendar again.
    expect((await setCalendar(calendarWithReviewDeadline(deadline + day))).status).toBe(200);
    expect((await mine()).find((paper) => paper.paperId === paperId)?.dueAt).toBe('2031-07-27T18:29:00.000Z');
    expect((await setDue(paperId, rita.record, null)).body.message).toBe(Messages.dueAtCleared('Rita Punctual', '21 Jul 2031, 23:59 IST'));
    expect((await mine()).find((paper) => paper.paperId === paperId)?.dueAt).toBe('2031-07-21T18:29:00.000Z');
  });

  it('marks a review submitted after its due date late, and a missing one overdue, on every list', async () => {
    expect((await setCalendar(calendarWithReviewDeadline(Date.now() + 30 * day))).status).toBe(200);
    const late = await assignedPaper();
    const missing = await assignedPaper();
    // The review deadline passed a minute ago (submissions closed a day before it).
    expect((await setCalendar(calendarWithReviewDeadline(Date.now() - 60_000))).status).toBe(200);
    expect((await mine()).find((paper) => paper.paperId === late)).toMatchObject({ timing: 'overdue' });

    const submitted = await call('POST', '/api/reviews/submitReview', { token: rita.token, json: fullReview(late) });
    expect(submitted.status).toBe(200);
    const review = (await db.doc(`reviews/${late}_${rita.record}`).get()).data()!;
    expect(review).toMatchObject({ late: true, submittedAt: expect.any(String) });
    expect((await mine()).find((paper) => paper.paperId === late)).toMatchObject({ reviewState: 'Submitted', timing: 'late' });

    const table = await call<{ reviewerComments: ReviewerCommentView[] }>('GET', `/api/admin/reviewercomments?q=${late}`, { token: chair });
    expect(table.body.reviewerComments.find((row) => row._id === late)?.reviews[0]).toMatchObject({ state: 'Submitted', timing: 'late' });
    const list = await call<{ papers: Array<{ paperId: string; reviewers: Array<{ timing: string; dueAt: string }> }> }>('GET', `/api/admin/getpapers?q=${missing}`, { token: chair });
    expect(list.body.papers.find((paper) => paper.paperId === missing)?.reviewers[0]?.timing).toBe('overdue');
  });

  it('refuses a due date that is not a date, in the past, or for a reviewer not on the paper', async () => {
    expect((await setCalendar(calendarWithReviewDeadline(Date.now() + 30 * day))).status).toBe(200);
    const paperId = await assignedPaper();
    expect((await setDue(paperId, rita.record, 'next Friday')).body.message).toBe(Messages.dueAtInvalid);
    expect((await setDue(paperId, rita.record, new Date(Date.now() - 1000).toISOString())).body.message).toBe(Messages.dueAtPast);
    const stranger = await setDue(paperId, 'demo-reviewer', new Date(Date.now() + day).toISOString());
    expect(stranger.status).toBe(404);
    expect((await db.doc(`papers/${paperId}`).get()).get('reviewers.0.dueAt')).toBeUndefined();
  });
});

describe('automatic reminders', () => {
  it('remind once when a review is near its due date, once when it is overdue, never twice a day', async () => {
    const now = Date.now();
    expect((await setCalendar(calendarWithReviewDeadline(now + 10 * day))).status).toBe(200);
    const saved = await call<{ message: string }>('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: true, daysBefore: 3 } });
    expect(saved.body.message).toBe(Messages.reminderSettingsSaved(true, 3));
    const far = await assignedPaper();
    const near = await assignedPaper();
    expect((await setDue(near, rita.record, new Date(now + 2 * day).toISOString())).status).toBe(200);
    const mailsBefore = (await outboxFor(rita.email)).filter((message) => message.mail.kind === 'reminder').length;

    const first = await runAutomaticReminders(new Date(now));
    const toRita = first?.reminded.find((entry) => entry.reviewerId === rita.record);
    expect(toRita?.papers.map((paper) => [paper.paperId, paper.stage])).toContainEqual([near, 'before']);
    expect(toRita?.papers.map((paper) => paper.paperId)).not.toContain(far);
    const reminders = (await outboxFor(rita.email)).filter((message) => message.mail.kind === 'reminder');
    expect(reminders).toHaveLength(mailsBefore + 1);

    // The same day again: nothing new for her.
    const again = await runAutomaticReminders(new Date(now + 60_000));
    expect(again?.reminded.find((entry) => entry.reviewerId === rita.record)).toBeUndefined();

    // Three days on, the near review is overdue and the far one still a week away: one reminder, naming the overdue one.
    const later = await runAutomaticReminders(new Date(now + 3 * day));
    const overdue = later?.reminded.find((entry) => entry.reviewerId === rita.record);
    expect(overdue?.papers.map((paper) => [paper.paperId, paper.stage])).toContainEqual([near, 'overdue']);
    expect(overdue?.papers.map((paper) => paper.paperId)).not.toContain(far);

    const shown = await call<{ enabled: boolean; daysBefore: number; lastRun: { at: string; reminded: Array<{ reviewerId: string }> } }>('GET', '/api/admin/reminders/automatic', { token: chair });
    expect(shown.body).toMatchObject({ enabled: true, daysBefore: 3, lastRun: { at: new Date(now + 3 * day).toISOString() } });
    expect(shown.body.lastRun.reminded.map((entry) => entry.reviewerId)).toContain(rita.record);
  });

  it('send nothing while switched off, and a submitted review is never reminded', async () => {
    const now = Date.now();
    expect((await setCalendar(calendarWithReviewDeadline(now + 10 * day))).status).toBe(200);
    const paperId = await assignedPaper();
    expect((await setDue(paperId, rita.record, new Date(now + day).toISOString())).status).toBe(200);
    expect((await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: false, daysBefore: 3 } })).status).toBe(200);
    expect(await runAutomaticReminders(new Date(now + 5 * day))).toBeNull();

    expect((await call('POST', '/api/reviews/submitReview', { token: rita.token, json: fullReview(paperId) })).status).toBe(200);
    expect((await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: true, daysBefore: 3 } })).status).toBe(200);
    const run = await runAutomaticReminders(new Date(now + 6 * day));
    expect(run?.reminded.flatMap((entry) => entry.papers.map((paper) => paper.paperId))).not.toContain(paperId);
  });
});
