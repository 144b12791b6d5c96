// An author's changes to a submitted paper, its withdrawal and the chair's restore, against the running
// functions: only what is sent changes, a new PDF replaces both files and the receipt (the old files leave
// the store, the reviewer's copy is rebuilt without the authors), the deadline closes changes by the
// server's clock unless an extension of the paper or the author covers them, a withdrawal ends the
// reviewers' access in the same write and tells them and the chair, and a restore puts everything back.
import { createHash } from 'node:crypto';
import { readStats } from '../../functions/src/lib/dashboard/stats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Messages, plannedCalendar } from '@confsys/domain';
import { db, storedFiles } from '../support/admin';
import { call, demo, form, fullReview, newAuthor } from '../support/emulator';
import { pdfBytes, pdfText } from '../support/files';
import { outboxFor } from '../support/mail';
import { authorBlock, paperUnderReview, reviewStage, submitManuscript } from '../support/world';

let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
let bob: { email: string; token: string };
let rita: { email: string; token: string; record: string };

const edit = (paperId: string, fields: Record<string, string>, file?: Uint8Array, token = bob.token) =>
  call<{ message: string; changed?: string[]; receipt?: { sha256: string; receivedAt: string } | null }>('PUT', `/api/authors/papers/${paperId}`, {
    token,
    body: form(fields, file ? { file: [file, 'corrected.pdf', 'application/pdf'] } : {}),
  });
const withdraw = (paperId: string, reason?: string, token = bob.token) => call<{ message: string }>('POST', `/api/authors/papers/${paperId}/withdraw`, { token, json: reason ? { reason } : {} });
const restore = (paperId: string) => call<{ message: string }>('POST', `/api/admin/papers/${paperId}/restore`, { token: chair });
const setCalendar = (calendar: unknown) => call<{ message: string }>('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const download = async (paperId: string, token: string) => {
  const answer = await fetch(`http://127.0.0.1:5000/api/files/manuscript/${paperId}.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()) };
};
const filesOf = (paperId: string) => storedFiles().filter((path) => path.startsWith('manuscripts/') || path.startsWith('reviewercopies/')).filter((path) => path.includes(paperId));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const underReview = () => paperUnderReview(chair, bob.token, rita.record);

beforeAll(async () => {
  ({ chair, restoreConfig, author: bob, reviewer: rita } = await reviewStage('bob', 'rita', { name: 'Rita Reviewer', affiliation: 'Institute of Review', researchArea: 'Systems' }));
}, 120_000);

// Submissions open for years before each test, so only the tests that move the deadline close them.
beforeEach(async () => {
  expect((await setCalendar(plannedCalendar(new Date(Date.now() + 400 * 24 * 3600_000), 'Asia/Kolkata'))).status).toBe(200);
});

afterAll(async () => {
  const restored = await restoreConfig(chair);
  if (restored !== null) expect(restored).toBe(200);
});

describe('changing a submitted paper', () => {
  it('changes only the fields sent, and the lists find the paper by its new title', async () => {
    const paperId = await submitManuscript(bob.token);
    const before = (await db.doc(`manuscripts/${paperId}`).get()).data()!;
    const answer = await edit(paperId, { title: 'Scheduling edge workloads with learned cost models' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: Messages.paperEdited(paperId), changed: ['title'], receipt: null });
    const after = (await db.doc(`manuscripts/${paperId}`).get()).data()!;
    expect(after).toMatchObject({ title: 'Scheduling edge workloads with learned cost models', abstract: before.abstract, keywords: before.keywords, authors: before.authors, receipt: before.receipt });
    expect(after.editedAt).toEqual(expect.any(String));
    expect((await db.doc(`papers/${paperId}`).get()).get('title')).toBe('Scheduling edge workloads with learned cost models');
    const found = await call<{ papers: Array<{ paperId: string }> }>('GET', '/api/admin/getpapers?q=learned', { token: chair });
    expect(found.body.papers.map((paper) => paper.paperId)).toContain(paperId);

    // The same details again change nothing.
    const again = await edit(paperId, { title: 'Scheduling edge workloads with learned cost models' });
    expect(again.body).toMatchObject({ message: Messages.paperUnchanged, changed: [] });
  });

  it('checks the paper as it will be, as a submission is: a change that breaks a rule writes nothing', async () => {
    const paperId = await submitManuscript(bob.token);
    const before = (await db.doc(`manuscripts/${paperId}`).get()).data();
    const answer = await edit(paperId, { keywords: 'one, two', title: 'A fine new title' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter at least 4 keywords.');
    expect((await db.doc(`manuscripts/${paperId}`).get()).data()).toEqual(before);
  });

  it('replaces the PDF: a new receipt, the new bytes for the author, a rebuilt reviewer copy, and the old files gone', async () => {
    const paperId = await underReview();
    const first = filesOf(paperId);
    expect(first).toHaveLength(2);
    const corrected = await pdfBytes('The corrected manuscript, with the new evaluation.', 'Bob Author');
    const answer = await edit(paperId, {}, corrected);
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toEqual(['file']);
    expect(answer.body.receipt?.sha256).toBe(sha256(corrected));
    expect((await db.doc(`manuscripts/${paperId}`).get()).get('receipt.sha256')).toBe(sha256(corrected));

    const mine = await download(paperId, bob.token);
    expect(sha256(mine.bytes)).toBe(sha256(corrected));
    const copy = await download(paperId, rita.token);
    expect(copy.status).toBe(200);
    expect(await pdfText(copy.bytes)).toContain('The corrected manuscript');
    expect(Buffer.from(copy.bytes).toString('latin1')).not.toContain('Bob Author');

    const now = filesOf(paperId);
    expect(now).toHaveLength(2);
    expect(now.some((path) => first.includes(path))).toBe(false);
  });

  it('leaves the stored files as they were when the new PDF is refused', async () => {
    const paperId = await submitManuscript(bob.token);
    const files = filesOf(paperId);
    const answer = await edit(paperId, { title: 'A title that must not land' }, new TextEncoder().encode('%PDF-1.7\nnot really'));
    expect(answer.status).toBe(400);
    expect(filesOf(paperId)).toEqual(files);
    expect((await db.doc(`papers/${paperId}`).get()).get('title')).not.toBe('A title that must not land');
  });

  it('keeps exactly one pair of files when two new PDFs race', async () => {
    const paperId = await submitManuscript(bob.token);
    const answers = await Promise.all([edit(paperId, {}, await pdfBytes('Version A')), edit(paperId, {}, await pdfBytes('Version B'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(filesOf(paperId)).toHaveLength(2);
    const stored = (await db.doc(`papers/${paperId}`).get()).get('files');
    expect(filesOf(paperId).sort()).toEqual([stored.original, stored.reviewerCopy].sort());
  });

  it('refuses conflicts once reviewers are assigned, and another author altogether', async () => {
    const paperId = await underReview();
    const late = await edit(paperId, { excludedReviewers: JSON.stringify([rita.record]) });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(Messages.conflictsNotEditable);
    const carol = await newAuthor('carol');
    const other = await edit(paperId, { title: 'Taken over' }, undefined, carol.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(Messages.notYourPaper);
  });

  it('takes a new author list, and the lists search the new names', async () => {
    const paperId = await submitManuscript(bob.token);
    const authors = [authorBlock(), authorBlock({ name: 'Ilse Varga', email: 'ilse.varga@example.org', organization: 'Example Institute' })];
    const answer = await edit(paperId, { authorsDetails: JSON.stringify(authors) });
    expect(answer.body.changed).toEqual(['authors']);
    const found = await call<{ papers: Array<{ paperId: string }> }>('GET', '/api/admin/getpapers?q=varga', { token: chair });
    expect(found.body.papers.map((paper) => paper.paperId)).toContain(paperId);
  });
});

describe('the deadline for changes', () => {
  const closedAt = (deadline: number, graceMinutes: number) => ({ ...plannedCalendar(new Date(deadline), 'Asia/Kolkata'), submissionDeadline: new Date(deadline).toISOString(), graceMinutes });

  it('accepts a change within the grace period and refuses one after it, naming the deadline', async () => {
    const paperId = await submitManuscript(bob.token);
    // The deadline passed 30 s ago; a minute of grace is left.
    expect((await setCalendar(closedAt(Date.now() - 30_000, 1))).status).toBe(200);
    expect((await edit(paperId, { title: 'Corrected within the grace period' })).status).toBe(200);
    // The deadline plus the grace passed 2 s ago.
    const deadline = Date.now() - 62_000;
    expect((await setCalendar(closedAt(deadline, 1))).status).toBe(200);
    const refused = await edit(paperId, { title: 'Corrected too late' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Changes to submitted papers closed on \d{1,2} \w{3} \d{4} at \d{2}:\d{2} IST\. A paper can still be withdrawn\.$/);
    expect((await db.doc(`papers/${paperId}`).get()).get('title')).toBe('Corrected within the grace period');
  });

  it("lets the paper's extension, or its author's, through until it ends", async () => {
    const paperId = await submitManuscript(bob.token);
    expect((await setCalendar(closedAt(Date.now() - 3_600_000, 0))).status).toBe(200);
    expect((await edit(paperId, { title: 'Before any extension' })).status).toBe(403);

    const forPaper = await call('POST', '/api/admin/extensions', { token: chair, json: { paperId, until: new Date(Date.now() + 3_600_000).toISOString(), reason: 'The PDF had a broken figure' } });
    expect(forPaper.status).toBe(200);
    expect((await edit(paperId, {}, await pdfBytes('Fixed figure'))).status).toBe(200);
    expect((await call('DELETE', `/api/admin/extensions/paper-${paperId}`, { token: chair })).status).toBe(200);
    expect((await edit(paperId, { title: 'After the revocation' })).status).toBe(403);

    const forAuthor = await call('POST', '/api/admin/extensions', { token: chair, json: { authorEmail: bob.email, until: new Date(Date.now() + 3_600_000).toISOString(), reason: 'Power cut on campus' } });
    expect(forAuthor.status).toBe(200);
    expect((await edit(paperId, { title: "With the author's extension" })).status).toBe(200);
    const uid = (await db.collection('users').where('email', '==', bob.email).get()).docs[0]!.id;
    expect((await call('DELETE', `/api/admin/extensions/author-${uid}`, { token: chair })).status).toBe(200);

    // Withdrawing is never closed by the calendar.
    expect((await withdraw(paperId)).status).toBe(200);
  });
});

describe('withdrawing and restoring', () => {
  it("ends the reviewers' access at once, tells them and the chair, and keeps the paper on the author's dashboard", async () => {
    const paperId = await underReview();
    expect((await call('POST', '/api/reviews/saveDraft', { token: rita.token, json: { articleId: paperId, plagiarism: 'Checking' } })).status).toBe(200);
    expect((await download(paperId, rita.token)).status).toBe(200);

    const answer = await withdraw(paperId, 'We found an error in the evaluation.');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(Messages.paperWithdrawn(paperId));

    const assigned = await call<{ papers: Array<{ paperId: string }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(rita.email)}`, { token: rita.token });
    expect(assigned.body.papers.map((paper) => paper.paperId)).not.toContain(paperId);
    expect((await download(paperId, rita.token)).status).toBe(403);
    expect((await call('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: rita.token })).status).toBe(403);
    expect((await call('POST', '/api/reviews/submitReview', { token: rita.token, json: fullReview(paperId) })).status).not.toBe(200);

    // Nothing is deleted: the review draft and the files stay, marked by the paper's withdrawal.
    const paper = (await db.doc(`papers/${paperId}`).get()).data()!;
    expect(paper).toMatchObject({ status: 'Withdrawn', reviewerIds: [], reviewerEmails: [], withdrawal: { reason: 'We found an error in the evaluation.', previousStatus: 'Under Review' } });
    expect(paper.withdrawal.reviewers.map((assignment: { reviewerId: string }) => assignment.reviewerId)).toEqual([rita.record]);
    expect((await db.doc(`reviews/${paperId}_${rita.record}`).get()).exists).toBe(true);
    expect(filesOf(paperId)).toHaveLength(2);

    const uid = (await db.collection('users').where('email', '==', bob.email).get()).docs[0]!.id;
    const dashboard = await call<{ manuscripts: Array<{ paperId: string; status: string; withdrawnAt: string | null }> }>('GET', `/api/authors/getmanuscriptbyauthor/${uid}`, { token: bob.token });
    expect(dashboard.body.manuscripts.find((manuscript) => manuscript.paperId === paperId)).toMatchObject({ status: 'Withdrawn', withdrawnAt: expect.any(String) });

    const toReviewer = (await outboxFor(rita.email)).filter((message) => message.mail.kind === 'withdrawal' && message.mail.paperId === paperId);
    expect(toReviewer).toHaveLength(1);
    expect(toReviewer[0]!.mail.to).toEqual([rita.email]);
    expect(toReviewer[0]!.mail.message.text).not.toContain(bob.email);
    expect(toReviewer[0]!.mail.message.text).not.toContain('error in the evaluation');
    const toChair = (await outboxFor(demo.admin.email)).filter((message) => message.mail.kind === 'withdrawal' && message.mail.paperId === paperId);
    expect(toChair).toHaveLength(1);
    expect(toChair[0]!.mail.message.text).toContain('We found an error in the evaluation.');

    const audit = await call<{ entries: Array<{ action: string; actor: { email: string }; reason: string }> }>('GET', `/api/admin/audit?target=paper:${paperId}`, { token: chair });
    expect(audit.body.entries[0]).toMatchObject({ action: 'paper.withdraw', actor: { email: bob.email }, reason: 'We found an error in the evaluation.' });

    // A withdrawn paper takes no more changes and no second withdrawal.
    expect((await edit(paperId, { title: 'Still editing' })).body.message).toBe(Messages.paperNotEditable('Withdrawn'));
    const twice = await withdraw(paperId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(Messages.paperAlreadyWithdrawn);
  });

  it('is restored by the chair with its reviewers and their reviews as they were', async () => {
    const paperId = await underReview();
    expect((await call('POST', '/api/reviews/saveDraft', { token: rita.token, json: { articleId: paperId, plagiarism: 'Half done' } })).status).toBe(200);
    expect((await withdraw(paperId)).status).toBe(200);
    const restored = await restore(paperId);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(Messages.paperRestored(paperId, 'Under Review'));
    expect((await db.doc(`papers/${paperId}`).get()).data()).toMatchObject({ status: 'Under Review', reviewerIds: [rita.record], withdrawal: null });
    expect((await db.doc(`manuscripts/${paperId}`).get()).data()).toMatchObject({ status: 'Under Review', withdrawnAt: null });
    const review = await call<{ review: { plagiarism: string } }>('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: rita.token });
    expect(review.status).toBe(200);
    expect(review.body.review.plagiarism).toBe('Half done');
    const audit = await call<{ entries: Array<{ action: string; after: { status: string } }> }>('GET', `/api/admin/audit?action=paper.restore&target=paper:${paperId}`, { token: chair });
    expect(audit.body.entries[0]).toMatchObject({ action: 'paper.restore', after: { status: 'Under Review' } });
    const again = await restore(paperId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.paperNotWithdrawn('Under Review'));
  });

  it('leaves the counters: the status counts and the reviewer load follow it out and back', async () => {
    const paperId = await underReview();
    // The counters as the dashboard reads them: their shards added up.
    const stats = readStats;
    // What the counters must come to: a count of the papers themselves (the triggers apply a moment later).
    const counted = async () => {
      const [withdrawn, load] = await Promise.all([
        db.collection('papers').where('status', '==', 'Withdrawn').count().get(),
        db.collection('papers').where('status', '==', 'Under Review').where('reviewerIds', 'array-contains', rita.record).count().get(),
      ]);
      return { withdrawn: withdrawn.data().count, load: load.data().count };
    };
    const settledCounters = async () => {
      const expected = await counted();
      await expect.poll(async () => {
        const current = await stats();
        return { withdrawn: current.statusCounts.Withdrawn ?? 0, load: current.reviewerLoad[rita.record] ?? 0 };
      }, { timeout: 20_000 }).toEqual(expected);
      return expected;
    };
    const before = await settledCounters();
    expect((await withdraw(paperId)).status).toBe(200);
    expect(await settledCounters()).toEqual({ withdrawn: before.withdrawn + 1, load: before.load - 1 });
    expect((await restore(paperId)).status).toBe(200);
    expect(await settledCounters()).toEqual(before);
  });

  it('refuses a decided paper: the author cannot withdraw it', async () => {
    const paperId = await underReview();
    expect((await call('POST', '/api/reviews/submitReview', { token: rita.token, json: fullReview(paperId) })).status).toBe(200);
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    const answer = await withdraw(paperId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(Messages.paperNotWithdrawable('Accepted'));
    expect((await edit(paperId, { title: 'After the decision' })).status).toBe(409);
  });
});
