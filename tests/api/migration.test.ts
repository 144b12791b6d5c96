// The one-time step from the single-reviewer model (run by npm start and npm run recount): a paper with
// reviewerId/reviewerName/reviewerEmail and its review at reviews/{paperId} become the reviewer list and
// reviews/{paperId}_{reviewerId}, exactly as the current code writes them; new-shape data is left alone.
// Reviewer records from before the paged lists get the fields the lists order and search on. Payments
// stored on papers move to the payments (one payment model). Each reviewer's own list of papers is made
// from the papers.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPaperLists, indexReviewerRecords, migrateToReviewerLists, movePaperPayments, openPaymentsOnRegistrations, recordAssignmentReviews } from '../../functions/src/lib/migrations';
import { Messages } from '@confsys/domain';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { db } from '../support/admin';
import { call, demo, fullReview, loginAs, newAuthor } from '../support/emulator';
import { submitManuscript } from '../support/world';

let chair: string;
let reviewerToken: string;

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  reviewerToken = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
});

/** A paper reviewed by the demo reviewer through the API, then put back in the old shape; answers what the API wrote. */
async function oldShapePaper(sent: boolean) {
  const paperId = await submitManuscript((await newAuthor('migrated')).token);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer' } })).status).toBe(200);
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewerToken, json: fullReview(paperId) })).status).toBe(200);
  if (sent) expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status).toBe(200);
  const paper = (await db.doc(`papers/${paperId}`).get()).data()!;
  const reviewRef = db.doc(`reviews/${paperId}_demo-reviewer`);
  const review = (await reviewRef.get()).data()!;
  await db.doc(`papers/${paperId}`).update({
    reviewerId: 'demo-reviewer',
    reviewerName: paper.reviewers[0].name,
    reviewerEmail: paper.reviewers[0].email,
    reviewers: FieldValue.delete(),
    reviewerIds: FieldValue.delete(),
    reviewerEmails: FieldValue.delete(),
    submittedReviews: FieldValue.delete(),
  });
  const { reviewerId: _reviewerId, ...oldReview } = review;
  await db.doc(`reviews/${paperId}`).set({ ...oldReview, pdfPath: `/api/files/comments/${paperId}.pdf` });
  await reviewRef.delete();
  return { paperId, paper, review };
}

describe('moving to reviewer lists', () => {
  it('moves old papers and reviews to the new shape, and leaves new ones alone', async () => {
    const submitted = await oldShapePaper(false);
    const sent = await oldShapePaper(true);
    const untouched = await submitManuscript((await newAuthor('untouched')).token);
    const before = (await db.doc(`papers/${untouched}`).get()).data();

    expect(await migrateToReviewerLists()).toBeGreaterThanOrEqual(2);
    for (const { paperId, paper, review } of [submitted, sent]) {
      const now = (await db.doc(`papers/${paperId}`).get()).data()!;
      expect(now).toMatchObject({ reviewerIds: ['demo-reviewer'], reviewerEmails: [demo.reviewer.email], submittedReviews: 1, reviewPdfPath: paper.reviewPdfPath });
      expect(now).not.toHaveProperty('reviewerEmail');
      expect(now.reviewers).toEqual([expect.objectContaining({ reviewerId: 'demo-reviewer', email: demo.reviewer.email, name: paper.reviewers[0].name })]);
      expect((await db.doc(`reviews/${paperId}`).get()).exists).toBe(false);
      const moved = (await db.doc(`reviews/${paperId}_demo-reviewer`).get()).data()!;
      expect(moved).toEqual({ ...review });
    }
    expect((await db.doc(`papers/${untouched}`).get()).data()).toEqual(before);
    expect(await migrateToReviewerLists()).toBe(0);

    const broken = (await checkInvariants({ settleMs: 20_000 })).filter((violation) => [submitted.paperId, sent.paperId].some((id) => violation.detail.includes(id)));
    expect(broken).toEqual([]);
    // The migrated paper works on: the reviewer reads and the chair decides.
    expect((await call<{ review: { status: string } }>('GET', `/api/reviews/getReviewComments?paperId=${submitted.paperId}`, { token: reviewerToken })).body.review.status).toBe('Submitted');
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId: submitted.paperId, status: 'Rejected' } })).status).toBe(200);
  });
});

describe('reviewer records from before the paged lists', () => {
  it('get their order and search fields, are then found by a search, and a second run changes nothing', async () => {
    const id = `old-record-${Date.now()}`;
    const record = db.doc(`reviewers/${id}`);
    await record.set({ id, name: 'Olga Oldrecord', affiliation: 'Institute of Before', email: `${id}@before.example.org`, profile: null, profileType: null, researchArea: 'History', createdAt: '2025-01-01T00:00:00.000Z' });
    // Stale fields (a name changed past the API) are rewritten too.
    const stale = db.doc(`reviewers/${id}-stale`);
    await stale.set({ id: `${id}-stale`, name: 'Stan Stalename', affiliation: 'Institute of Before', email: `${id}-stale@before.example.org`, profile: null, profileType: null, researchArea: 'History', createdAt: '2025-01-01T00:00:00.000Z', nameKey: 'someone else', searchTokens: ['someone'] });
    expect((await checkInvariants({ settleMs: 0 })).filter((violation) => violation.detail.startsWith(`reviewers/${id}`)).length).toBeGreaterThanOrEqual(2);
    expect(await indexReviewerRecords()).toBeGreaterThanOrEqual(2);
    expect((await record.get()).data()).toMatchObject({ nameKey: 'olga oldrecord', searchTokens: expect.arrayContaining(['olga', 'oldrecord', 'olga oldrecord', 'before']) });
    expect((await stale.get()).data()).toMatchObject({ nameKey: 'stan stalename' });
    expect(await indexReviewerRecords()).toBe(0);
    expect((await checkInvariants({ settleMs: 0 })).filter((violation) => violation.detail.startsWith(`reviewers/${id}`))).toEqual([]);
    const found = await call<{ reviewers: Array<{ id: string }> }>('GET', '/api/admin/getreviewers?q=oldrecord', { token: chair });
    expect(found.body.reviewers.map((reviewer) => reviewer.id)).toEqual([id]);
    await Promise.all([record.delete(), stale.delete()]);
  });
});

describe("assignments from before the review's state was recorded on the paper", () => {
  it('show the stored review in the paper list until the step records it, which a second run leaves alone; a recorded state that lies is a broken invariant', async () => {
    const paperId = await submitManuscript((await newAuthor('unrecorded')).token);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer' } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewerToken, json: fullReview(paperId) })).status).toBe(200);
    const paperDoc = db.doc(`papers/${paperId}`);
    const written = (await paperDoc.get()).data()!;
    const { submittedAt } = (await db.doc(`reviews/${paperId}_demo-reviewer`).get()).data()!;
    expect(written.reviewers[0].review).toEqual({ status: 'Submitted', submittedAt });
    const listed = async () => (await call<{ papers: Array<{ reviewers: Array<{ state: string; timing: string }> }> }>('GET', `/api/admin/getpapers?q=${paperId}`, { token: chair })).body.papers[0]?.reviewers;

    // As a paper from before the record: the list reads the review itself.
    await paperDoc.update({ reviewers: written.reviewers.map(({ review: _review, ...assignment }: Record<string, unknown>) => assignment) });
    expect(await listed()).toEqual([expect.objectContaining({ state: 'Submitted', timing: 'on time' })]);
    expect(await recordAssignmentReviews()).toBeGreaterThanOrEqual(1);
    const recorded = await paperDoc.get();
    expect(recorded.data()!.reviewers[0].review).toEqual({ status: 'Submitted', submittedAt });
    await recordAssignmentReviews();
    expect((await paperDoc.get()).updateTime!.isEqual(recorded.updateTime!)).toBe(true);

    // A record written past the API that disagrees with the review is reported.
    await paperDoc.update({ reviewers: written.reviewers.map((assignment: Record<string, unknown>) => ({ ...assignment, review: null })) });
    expect((await checkInvariants({ settleMs: 0 })).filter((violation) => violation.detail.startsWith(`papers/${paperId}:`)).map((violation) => violation.invariant)).toEqual(["an assignment records its review's state"]);
    expect(await listed()).toEqual([expect.objectContaining({ state: 'Not started' })]);
    await paperDoc.update({ reviewers: written.reviewers });
    expect(await listed()).toEqual([expect.objectContaining({ state: 'Submitted' })]);
  });
});

describe("the reviewers' and authors' own paper lists, from before them or broken past the API", () => {
  it('are made whole by the step, which the invariant checker holds them to; the dashboard lists only papers that name the reviewer', async () => {
    const [assigned, other] = await Promise.all([submitManuscript((await newAuthor('listed')).token), submitManuscript((await newAuthor('unlisted')).token)]);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: assigned, reviewerId: 'demo-reviewer' } })).status).toBe(200);
    const list = db.collection('meta').doc('reviewerPapers').collection(encodeURIComponent(demo.reviewer.email));
    const shown = async () => (await call<{ papers: Array<{ paperId: string }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(demo.reviewer.email)}`, { token: reviewerToken })).body.papers.map((paper) => paper.paperId);
    expect((await list.doc(assigned).get()).exists).toBe(true);
    expect(await shown()).toContain(assigned);

    // The author's list holds the paper from its submission.
    const authorId = String((await db.doc(`manuscripts/${assigned}`).get()).get('authorId'));
    const authorList = db.doc(`authorPapers/${authorId}`);
    expect((await authorList.get()).get('paperIds')).toEqual([assigned]);

    // The entries lost (the reviewer's and the author's), and one for a paper that does not name the reviewer.
    await list.doc(assigned).delete();
    await authorList.delete();
    await list.doc(other).set({ paperId: other });
    const reported = async () => (await checkInvariants({ settleMs: 0 })).filter((violation) => [assigned, other].some((id) => violation.detail.includes(id)));
    expect((await reported()).map((violation) => violation.detail).sort()).toEqual([
      `manuscripts/${assigned} is ${authorId}'s, whose list lacks it`,
      `papers/${assigned} names ${demo.reviewer.email}, whose list lacks it`,
      `the list of ${demo.reviewer.email} holds ${other}, which does not name them`,
    ]);
    // The paper decides: a listed paper that does not name the reviewer is never shown.
    expect(await shown()).not.toContain(other);

    expect(await buildPaperLists()).toBeGreaterThanOrEqual(3);
    expect(await reported()).toEqual([]);
    expect((await list.doc(other).get()).exists).toBe(false);
    expect((await authorList.get()).get('paperIds')).toEqual([assigned]);
    expect(await shown()).toContain(assigned);
  });
});

describe('payments stored on papers, from before the one payment model', () => {
  it('become the registration payment the treasurer sees, or a rejected payment that says what to do; registrations name their open payment', async () => {
    const registeredAuthor = await newAuthor('paperpayer');
    const unregisteredAuthor = await newAuthor('paperpayernoreg');
    const [registeredPaper, unregisteredPaper] = await Promise.all([submitManuscript(registeredAuthor.token), submitManuscript(unregisteredAuthor.token)]);
    const uidOf = async (paperId: string) => (await db.doc(`manuscripts/${paperId}`).get()).data()!.authorId as string;
    const registeredUid = await uidOf(registeredPaper);
    const amount = { currency: 'INR', rate: 'late', taxable: 400_000, cgst: 36_000, sgst: 36_000, total: 472_000, category: 'faculty' };
    const now = new Date().toISOString();
    // A registration stored before it named its open payment (no openPayment field).
    await db.doc(`participants/${registeredUid}`).set({
      uid: registeredUid,
      email: registeredAuthor.email,
      category: 'faculty',
      attendance: 'online',
      paperIds: [registeredPaper],
      billing: { name: 'Paper Payer', address: 'Kochi', state: 'Kerala', country: 'India', gstin: null },
      hostelNights: 0,
      amount,
      registeredAt: now,
      updatedAt: now,
      confirmedAt: null,
    });
    for (const paperId of [registeredPaper, unregisteredPaper]) {
      await db.doc(`manuscripts/${paperId}`).update({ payment: { upiId: 'payer@okbank', paymentDate: '2025-07-01', receiptPath: `/api/files/receipt/${paperId}.png`, updatedAt: now } });
    }
    expect((await checkInvariants()).map((violation) => violation.invariant)).toContain('no paper carries a payment of its own');

    expect(await openPaymentsOnRegistrations()).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`participants/${registeredUid}`).get()).data()!.openPayment).toBeNull();
    expect(await movePaperPayments()).toBeGreaterThanOrEqual(2);
    expect(await movePaperPayments()).toBe(0);

    const paymentsOf = async (paperId: string) => (await db.collection('payments').where('paperIds', 'array-contains', paperId).get()).docs;
    const [moved] = await paymentsOf(registeredPaper);
    expect(moved!.data()).toMatchObject({ state: 'recorded', upiId: 'payer@okbank', due: amount, declared: 472_000, date: '2025-07-01' });
    expect((await db.doc(`participants/${registeredUid}`).get()).data()!.openPayment).toEqual({ id: moved!.id, state: 'recorded' });
    const listed = await call<{ payments: Array<{ id: string }> }>('GET', `/api/admin/payments?q=${registeredPaper}`, { token: chair });
    expect(listed.body.payments.map((payment) => payment.id)).toEqual([moved!.id]);
    const [kept] = await paymentsOf(unregisteredPaper);
    expect(kept!.data()).toMatchObject({ state: 'rejected', upiId: 'payer@okbank', reason: Messages.paperPaymentNeedsRegistration });
    for (const paperId of [registeredPaper, unregisteredPaper]) expect((await db.doc(`manuscripts/${paperId}`).get()).data()!.payment).toBeNull();
    const left = (await checkInvariants()).filter((violation) => /payment|reference|registration/.test(violation.invariant));
    expect(left).toEqual([]);
  });
});
