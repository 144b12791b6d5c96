// The review workflow against the running functions: reviewer records, assignment, double-blind
// reviewing, the review PDF, sending, decisions and publication, each transition allowed and refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewCriteria } from '@confsys/domain';
import { adminAuth, db, storedFiles } from '../support/admin';
import { call, demo, form, fullReview as completeReview, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { reviewerAccount } from '../support/world';
import { pdfBytes, pdfText, pngBytes, words } from '../support/files';

const authorName = 'Zenobia Quill';
const authorEmail = 'zenobia.quill@example.org';

let chair: string;
let bob: { token: string };

const verifiedReviewer = (name: string) => reviewerAccount(name, true);

async function addReviewerRecord(email: string, name = 'Alice Reviewer') {
  return call<{ success: boolean; message: string; id: string; errors?: Record<string, string> }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form({ name, affiliation: 'Institute of Testing', email, researchArea: 'Distributed systems' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
}

async function submitPaper(title = 'Secure federated scheduling'): Promise<string> {
  const authors = [{ name: authorName, email: authorEmail, organization: 'Quill Labs', phone: '9000000001', gender: 'Female', state: 'Kerala', country: 'India' }];
  const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token: bob.token,
    body: form(
      { authorsDetails: JSON.stringify(authors), title, abstract: words(160), keywords: 'a, b, c, d' },
      { file: [await pdfBytes('Manuscript body', authorName), 'Zenobia-Quill-paper.pdf', 'application/pdf'] },
    ),
  });
  expect(answer.status).toBe(201);
  return answer.body.paperId;
}

/** A fresh verified reviewer with a record named `name`, assigned a new paper titled `title`. */
async function reviewerOnNewPaper(login: string, name: string, title: string) {
  const reviewer = await verifiedReviewer(login);
  const record = (await addReviewerRecord(reviewer.email, name)).body.id;
  const paperId = await submitPaper(title);
  await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record } });
  return { reviewer, record, paperId };
}

/** A complete review, plus fields the server must ignore (it takes the title from the paper and sets updatedBy). */
const fullReview = (paperId: string, overrides: Record<string, unknown> = {}) =>
  completeReview(paperId, { articleTitle: 'ignored: the server uses the stored title', updatedBy: 'whoever', finalRemarks: 'Fix the typos in section 3.', ...overrides });

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  bob = await newAuthor('bob');
});

describe('reviewer records', () => {
  it('adds a reviewer with a PDF profile and lists it', async () => {
    const email = uniqueEmail('record');
    const added = await addReviewerRecord(email.toUpperCase(), 'Rita Record');
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Reviewer added successfully!');
    // Found by the address as typed in upper case, and by a word of the name.
    const list = await call<{ reviewers: Array<Record<string, unknown>> }>('GET', `/api/admin/getreviewers?q=${encodeURIComponent(email.toUpperCase())}`, { token: chair });
    const row = list.body.reviewers.find((reviewer) => reviewer.email === email);
    const byName = await call<{ reviewers: Array<Record<string, unknown>> }>('GET', '/api/admin/getreviewers?q=Rita%20Record', { token: chair });
    expect(byName.body.reviewers.map((reviewer) => reviewer.email)).toContain(email);
    expect(row).toMatchObject({ name: 'Rita Record', affiliation: 'Institute of Testing', profileType: 'pdf', researchArea: 'Distributed systems' });
    const profile = await fetch(siteUrl + String(row!.profile), { headers: { Authorization: `Bearer ${chair}` } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a second record with the same email', async () => {
    const email = uniqueEmail('twice');
    expect((await addReviewerRecord(email)).status).toBe(201);
    const again = await addReviewerRecord(email);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A reviewer with this email already exists.');
  });

  it('adds twenty members at once without refusing any, while a member saves their topics, and one record when an address is added five times at once', async () => {
    const member = await reviewerAccount('topics', true);
    expect((await addReviewerRecord(member.email)).status).toBe(201);
    const emails = Array.from({ length: 20 }, (_, index) => uniqueEmail(`crowd${index}`));
    const same = uniqueEmail('fivefold');
    const [crowd, twins, topics] = await Promise.all([
      Promise.all(emails.map((email) => addReviewerRecord(email))),
      Promise.all(Array.from({ length: 5 }, () => addReviewerRecord(same))),
      call('PUT', '/api/reviewers/topics', { token: member.token, json: { topics: ['Robotics and Automation'] } }),
    ]);
    expect(crowd.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    expect(topics.status).toBe(200);
    expect(twins.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of twins.filter((answer) => answer.status === 409)) expect(refused.body.message).toBe('A reviewer with this email already exists.');
    expect((await db.collection('reviewers').where('email', '==', same).get()).size).toBe(1);
  });

  it.each([
    ['a malformed email', { email: 'alice-at-example' }, {}, 'Please enter a valid email format!'],
    ['no research area', { researchArea: ' ' }, {}, 'Please enter a research area.'],
    ['no profile file', {}, null, 'Please upload a profile file (PDF, DOCX, or DOC).'],
    ['an image as profile', {}, { profile: [pngBytes, 'cv.pdf'] }, 'Only PDF, DOCX, or DOC files are allowed for the profile.'],
  ] as const)('refuses %s', async (_case, change, files, message) => {
    const fields = { name: 'X', affiliation: 'Y', email: uniqueEmail('x'), researchArea: 'Z', ...change };
    const profile = files === null ? {} : 'profile' in files ? files : { profile: [await pdfBytes(), 'cv.pdf'] as [Uint8Array, string] };
    const answer = await call<{ message: string }>('POST', '/api/admin/addreviewer', { token: chair, body: form(fields, profile as Record<string, [Uint8Array, string]>) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('the whole cycle', () => {
  let alice: { email: string; token: string; uid: string };
  let dan: { email: string; token: string };
  let aliceRecord: string;
  let paperId: string;

  beforeAll(async () => {
    alice = await verifiedReviewer('alice');
    dan = await verifiedReviewer('dan');
    aliceRecord = (await addReviewerRecord(alice.email)).body.id;
    await addReviewerRecord(dan.email, 'Dan Reviewer');
    paperId = await submitPaper();
  });

  it('refuses decisions before any review', async () => {
    const accept = await call<{ message: string }>('POST', '/api/admin/updatestatus', { token: chair, json: { paperId } });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('Cannot accept a paper whose status is submitted.');
    const publish = await call<{ message: string }>('PUT', `/api/admin/publish/${paperId}`, { token: chair });
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('Cannot publish a paper whose status is submitted.');
    expect((await db.collection('papers').doc(paperId).get()).get('status')).toBe('submitted');
  });

  it('assigns the reviewer: the paper goes under review for both views', async () => {
    const missing = await call<{ message: string }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a reviewer.');
    const answer = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: aliceRecord } });
    expect(answer.status).toBe(200);
    expect((await db.collection('papers').doc(paperId).get()).data()).toMatchObject({
      status: 'Under Review',
      reviewers: [expect.objectContaining({ reviewerId: aliceRecord, email: alice.email, name: 'Alice Reviewer' })],
      reviewerEmails: [alice.email],
      submittedReviews: 0,
    });
    expect((await db.collection('manuscripts').doc(paperId).get()).get('status')).toBe('Under Review');

    const papers = await call<{ papers: Array<{ paperId: string; reviewers: Array<{ name: string; state: string }>; authors: Array<{ name: string }> }> }>('GET', `/api/admin/getpapers?q=${paperId}`, { token: chair });
    const row = papers.body.papers.find((paper) => paper.paperId === paperId);
    expect(row?.reviewers).toEqual([{ reviewerId: aliceRecord, name: 'Alice Reviewer', state: 'Not started', dueAt: expect.any(String), timing: expect.stringMatching(/^(due|overdue)$/) }]);
    expect(row?.authors.map((author) => author.name)).toEqual([authorName]);
  });

  it("lists the paper for its reviewer only, and only for the caller's own email", async () => {
    const own = await call<{ papers: Array<{ paperId: string; fileUrl: string }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(alice.email)}`, { token: alice.token });
    expect(own.body.papers.map((paper) => paper.paperId)).toContain(paperId);
    const others = await call<{ papers: Array<{ paperId: string }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(dan.email)}`, { token: dan.token });
    expect(others.body.papers.map((paper) => paper.paperId)).not.toContain(paperId);
    const snoop = await call<{ message: string }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(alice.email)}`, { token: dan.token });
    expect(snoop.status).toBe(403);
    expect(snoop.body.message).toBe('You can only list the papers assigned to your own email.');
  });

  it('lets the assigned reviewer download the manuscript without learning who wrote it', async () => {
    const response = await fetch(`${siteUrl}/api/files/manuscript/${paperId}.pdf`, { headers: { Authorization: `Bearer ${alice.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${paperId}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain(authorName);
    expect((await call('GET', `/api/files/manuscript/${paperId}.pdf`, { token: dan.token })).status).toBe(403);
  });

  it('refuses a reviewer who has not verified the email the paper is assigned to', async () => {
    const user = await adminAuth.getUser(alice.uid);
    await adminAuth.updateUser(user.uid, { emailVerified: false });
    try {
      const unverified = await loginAs('reviewer', alice.email, 'Review@123');
      expect((await call('GET', `/api/files/manuscript/${paperId}.pdf`, { token: unverified })).status).toBe(403);
      const review = await call<{ message: string }>('POST', '/api/reviews/submitReview', { token: unverified, json: fullReview(paperId) });
      expect(review.status).toBe(403);
      expect(review.body.message).toBe('Verify your email address before reviewing papers.');
    } finally {
      await adminAuth.updateUser(user.uid, { emailVerified: true });
    }
  });

  it('wants every criterion rated and a recommendation', async () => {
    const ratings = Object.fromEntries(reviewCriteria.slice(1).map((criterion) => [criterion, 'Weak']));
    const answer = await call<{ errors: Record<string, string> }>('POST', '/api/reviews/submitReview', {
      token: alice.token,
      json: fullReview(paperId, { criteriaRatings: ratings, recommendation: 'Maybe' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'criteriaRatings.Appropriateness for the conference': 'Please rate: Appropriateness for the conference.',
      recommendation: 'Please choose a recommendation.',
    });
  });

  it('refuses a review from a reviewer the paper is not assigned to', async () => {
    const answer = await call<{ message: string }>('POST', '/api/reviews/submitReview', { token: dan.token, json: fullReview(paperId) });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This paper is not assigned to you.');
  });

  it('takes the review (ratings sent as JSON strings) and renders a PDF without the reviewer or the authors', async () => {
    const review = fullReview(paperId);
    const answer = await call<{ message: string }>('POST', '/api/reviews/submitReview', {
      token: alice.token,
      json: { ...review, criteriaRatings: JSON.stringify(review.criteriaRatings), suggestions: JSON.stringify(review.suggestions) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Review submitted successfully.');

    const stored = await call<{ review: Record<string, unknown>; others: unknown[] }>('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: alice.token });
    expect(stored.body.review).toMatchObject({ articleId: paperId, recommendation: 'Accept with minor revisions', updatedBy: alice.email, status: 'Submitted', confidence: 'knowledgeable' });
    expect(stored.body.others).toEqual([]);
    expect((await call('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: dan.token })).status).toBe(403);

    const paper = (await db.collection('papers').doc(paperId).get()).data()!;
    expect(paper.reviewPdfPath).toBe(`/api/files/comments/${paperId}.pdf`);
    const pdf = await fetch(siteUrl + paper.reviewPdfPath, { headers: { Authorization: `Bearer ${chair}` } });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(paperId);
    expect(text).toContain('Accept with minor revisions');
    expect(text).toContain('Fix the typos in section 3.');
    expect(text).not.toContain(alice.email);
    expect(text).not.toContain('Alice');
    expect(text).not.toContain(authorName);
    expect(text).not.toContain('For the committee');
  });

  it('lets an admin edit the review on behalf of the reviewer', async () => {
    const answer = await call('POST', '/api/reviews/submitReview', { token: chair, json: fullReview(paperId, { finalRemarks: 'Edited by the chair.' }) });
    expect(answer.status).toBe(200);
    const review = (await db.collection('reviews').doc(`${paperId}_${aliceRecord}`).get()).data()!;
    expect(review.updatedBy).toBe('admin');
    expect(review.finalRemarks).toBe('Edited by the chair.');
  });

  it('sends the review: it locks, and the author sees it only once the paper is decided', async () => {
    const sent = await call<{ message: string }>('POST', '/api/admin/sendreview', { token: chair, json: { paperId } });
    expect(sent.status).toBe(200);
    expect((await db.collection('manuscripts').doc(paperId).get()).get('commentsPath')).toBe(`/api/files/comments/${paperId}.pdf`);

    const locked = await call<{ message: string }>('POST', '/api/reviews/submitReview', { token: alice.token, json: fullReview(paperId) });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This review is published and cannot be edited.');
    expect((await call('POST', '/api/reviews/submitReview', { token: chair, json: fullReview(paperId) })).status).toBe(409);

    expect((await call('GET', `/api/files/comments/${paperId}.pdf`, { token: bob.token })).status).toBe(403);
  });

  it('accepts, then publishes, and the author opens the comments PDF', async () => {
    const accepted = await call<{ message: string }>('POST', '/api/admin/updatestatus', { token: chair, json: { paperId } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Paper status updated to Accepted.');
    expect((await db.collection('manuscripts').doc(paperId).get()).get('status')).toBe('Accepted');
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId } })).status).toBe(409);

    const published = await call<{ message: string }>('PUT', `/api/admin/publish/${paperId}`, { token: chair });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('Paper published.');
    const manuscript = (await db.collection('manuscripts').doc(paperId).get()).data()!;
    expect(manuscript.status).toBe('Published');

    const comments = await fetch(`${siteUrl}/api/files/comments/${paperId}.pdf`, { headers: { Authorization: `Bearer ${bob.token}` } });
    expect(comments.status).toBe(200);
    expect(await pdfText(new Uint8Array(await comments.arrayBuffer()))).toContain('Edited by the chair.');

    const reassign = await call<{ message: string }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: aliceRecord } });
    expect(reassign.status).toBe(409);
    expect(reassign.body.message).toBe('Cannot assign a reviewer to a paper whose status is Published.');
  });

  it('records each admin step on the paper: assignment, sending, the decision and publication, by whom', async () => {
    const answer = await call<{ entries: Array<{ action: string; actor: { email: string }; after: { status?: string } }> }>('GET', `/api/admin/audit?target=paper:${paperId}`, { token: chair });
    const actions = answer.body.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['paper.assign', 'review.send', 'paper.accept', 'paper.publish']));
    // Newest first: publication after the decision.
    expect(actions.indexOf('paper.publish')).toBeLessThan(actions.indexOf('paper.accept'));
    expect(answer.body.entries.find((entry) => entry.action === 'paper.publish')).toMatchObject({ actor: { email: demo.admin.email }, after: { status: 'Published' } });
  });

  it('lists reviewed papers for the decision table', async () => {
    const answer = await call<{ reviewerComments: Array<Record<string, unknown>> }>('GET', `/api/admin/reviewercomments?q=${paperId}`, { token: chair });
    expect(answer.body.reviewerComments.find((row) => row._id === paperId)).toEqual({
      _id: paperId,
      paperTitle: 'Secure federated scheduling',
      reviewerName: 'Alice Reviewer',
      status: 'Published',
      pdfPath: `/api/files/comments/${paperId}.pdf`,
      reviewStatus: 'Published',
      reviews: [
        {
          label: 'Reviewer 1',
          reviewerId: aliceRecord,
          name: 'Alice Reviewer',
          state: 'Published',
          // Due at the calendar's review deadline; submitted before or after it, by whatever calendar the suites left.
          dueAt: expect.any(String),
          timing: expect.stringMatching(/^(on time|late)$/),
          overall: 4,
          recommendation: 'Accept with minor revisions',
          confidence: 'knowledgeable',
          criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Strong'])),
          // The reviewer's submission and the admin's edit on their behalf: two versions, the same scores.
          history: [
            { at: expect.any(String), overall: 4, recommendation: 'Accept with minor revisions' },
            { at: expect.any(String), overall: 4, recommendation: 'Accept with minor revisions' },
          ],
        },
      ],
      summary: { assigned: 1, submitted: 1, mean: 4, spread: 0 },
      discussion: { comments: 0, resolved: false },
      response: { releasedAt: null, submittedAt: null },
      // The suite's manuscript has too little text to compare.
      similarity: null,
      similarityFlag: null,
    });
  });
});

describe('rejection and reviewer deletion', () => {
  it('rejects a reviewed paper; the reviewer cannot be deleted while a paper is under review', async () => {
    const { reviewer: erin, record: erinRecord, paperId } = await reviewerOnNewPaper('erin', 'Erin Reviewer', 'A paper to reject');

    const refused = await call<{ message: string }>('DELETE', `/api/admin/deletereviewer/${erinRecord}`, { token: chair });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This reviewer has 1 paper under review. Assign it to another reviewer before deleting.');

    await call('POST', '/api/reviews/submitReview', { token: erin.token, json: fullReview(paperId, { recommendation: 'Reject' }) });
    const badStatus = await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Published' } });
    expect(badStatus.status).toBe(400);
    const rejected = await call<{ message: string }>('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Rejected' } });
    expect(rejected.body.message).toBe('Paper status updated to Rejected.');
    expect((await call('PUT', `/api/admin/publish/${paperId}`, { token: chair })).status).toBe(409);
    await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } });
    expect((await call('GET', `/api/files/comments/${paperId}.pdf`, { token: bob.token })).status).toBe(200);

    const deleted = await call<{ message: string }>('DELETE', `/api/admin/deletereviewer/${erinRecord}`, { token: chair });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Reviewer deleted successfully.');
    expect((await call('DELETE', `/api/admin/deletereviewer/${erinRecord}`, { token: chair })).status).toBe(404);
    // The record's life is in the audit log: added, then deleted, with who it was.
    const audit = await call<{ entries: Array<{ action: string; before: { email?: string } | null; after: { email?: string } | null }> }>('GET', `/api/admin/audit?target=reviewer:${erinRecord}`, { token: chair });
    expect(audit.body.entries.map((entry) => entry.action)).toEqual(['reviewer.delete', 'reviewer.add']);
    expect(audit.body.entries[0]).toMatchObject({ before: { email: erin.email }, after: null });
    expect(audit.body.entries[1]).toMatchObject({ before: null, after: { email: erin.email } });
  });

  it('removes a reviewer: their review goes (unless kept), they lose access at once, and a sent review keeps its reviewer', async () => {
    const [jo, kim] = await Promise.all([verifiedReviewer('jo'), verifiedReviewer('kim')]);
    const [joRecord, kimRecord] = [(await addReviewerRecord(jo.email, 'Jo Reviewer')).body.id, (await addReviewerRecord(kim.email, 'Kim Reviewer')).body.id];
    const paperId = await submitPaper('A paper that changes hands');
    await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: joRecord } });
    expect((await call('POST', '/api/reviews/submitReview', { token: jo.token, json: fullReview(paperId, { finalRemarks: 'Jo was here.' }) })).status).toBe(200);
    // Adding the same reviewer again changes nothing; adding another keeps the first.
    await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: joRecord } });
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: kimRecord } })).status).toBe(200);
    expect((await db.collection('papers').doc(paperId).get()).get('reviewerIds')).toEqual([joRecord, kimRecord]);

    // Taking Jo off without keeping: the review goes, the paper counts none, Jo reads nothing.
    const taken = await call<{ reviewers: unknown[] }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [kimRecord] } });
    expect(taken.status).toBe(200);
    expect(taken.body.reviewers).toEqual([{ reviewerId: kimRecord, name: 'Kim Reviewer' }]);
    expect((await db.collection('reviews').doc(`${paperId}_${joRecord}`).get()).exists).toBe(false);
    expect((await db.collection('papers').doc(paperId).get()).data()).toMatchObject({ reviewerEmails: [kim.email], submittedReviews: 0, reviewPdfPath: null });
    expect((await call('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: jo.token })).status).toBe(403);
    expect((await call('GET', `/api/files/manuscript/${paperId}.pdf`, { token: jo.token })).status).toBe(403);
    const accept = await call<{ message: string }>('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('No review of this paper has been submitted yet.');

    // Jo back, reviews again, and is taken off keeping the review: it stays in the PDF, unnamed.
    await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: joRecord } });
    expect((await call('POST', '/api/reviews/submitReview', { token: jo.token, json: fullReview(paperId, { finalRemarks: 'Jo again.' }) })).status).toBe(200);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [kimRecord], keepReviews: true } })).status).toBe(200);
    expect((await db.collection('reviews').doc(`${paperId}_${joRecord}`).get()).data()).toMatchObject({ keptAfterRemoval: true, status: 'Submitted' });
    expect((await db.collection('papers').doc(paperId).get()).get('submittedReviews')).toBe(1);
    expect((await call('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: jo.token })).status).toBe(403);
    const pdf = await fetch(`${siteUrl}/api/files/comments/${paperId}.pdf`, { headers: { Authorization: `Bearer ${chair}` } });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Jo again.');
    expect(text).not.toContain('Jo Reviewer');

    // Once Kim's review is sent, Kim cannot be taken off.
    expect((await call('POST', '/api/reviews/submitReview', { token: kim.token, json: fullReview(paperId) })).status).toBe(200);
    expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status).toBe(200);
    const refused = await call<{ message: string }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: [joRecord] } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The review of this paper was already sent to the author, so its reviewer cannot be removed.');
    expect((await db.collection('papers').doc(paperId).get()).get('reviewerEmails')).toEqual([kim.email]);
  });

  it("keeps exactly one of the lists when 20 admins set a paper's reviewers at once", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, (_, index) => verifiedReviewer(`crowd${index}`)));
    const ids: string[] = [];
    for (const [index, person] of people.entries()) ids.push((await addReviewerRecord(person.email, `Crowd ${index}`)).body.id);
    const paperId = await submitPaper('Contested paper');
    const lists = Array.from({ length: 20 }, (_, index) => [ids[index % 4]!, ids[(index + 1) % 4]!, ...(index % 3 === 0 ? [ids[(index + 2) % 4]!] : [])]);
    const answers = await Promise.all(lists.map((reviewerIds) => call<{ message: string }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds } })));
    // Each is saved whole, or (when others kept changing the paper) refused whole with a clear message.
    for (const answer of answers) {
      if (answer.status !== 200) expect([answer.status, answer.body.message]).toEqual([409, 'Someone else changed this at the same moment, and nothing was saved. Please try again.']);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    const paper = (await db.collection('papers').doc(paperId).get()).data()!;
    const stored = [...(paper.reviewerIds as string[])].sort().join();
    const saved = lists.filter((_list, index) => answers[index]!.status === 200);
    expect(saved.map((list) => [...list].sort().join())).toContain(stored);
    expect(paper.reviewerEmails).toEqual((paper.reviewers as Array<{ email: string }>).map((assignment) => assignment.email));
    // Twenty transactions on one paper wait their turns with the SDK's growing back-off: on the emulator
    // that takes 30-40 s alone and more once the suites before it have filled the database; a request
    // still losing after the 20 s retry budget is refused with the 409 above, inside the proxy's minute.
  }, 150_000);

  it('ends every race between a reviewer editing and an admin sending, accepting and publishing in an allowed state', async () => {
    const reviewer = await verifiedReviewer('ivy');
    const record = (await addReviewerRecord(reviewer.email, 'Ivy Reviewer')).body.id;
    const paperIds = await Promise.all(Array.from({ length: 6 }, (_, index) => submitPaper(`Raced paper ${index}`)));
    for (const paperId of paperIds) {
      expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record } })).status).toBe(200);
      expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId, { finalRemarks: 'First remarks.' }) })).status).toBe(200);
    }

    const outcomes = await Promise.all(
      paperIds.map(async (paperId) => {
        const [edit, chain] = await Promise.all([
          call<{ message: string }>('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId, { finalRemarks: 'Edited remarks.' }) }),
          (async () => {
            const statuses: number[] = [];
            statuses.push((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status);
            statuses.push((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status);
            statuses.push((await call('PUT', `/api/admin/publish/${paperId}`, { token: chair })).status);
            return statuses;
          })(),
        ]);
        return { paperId, edit, chain };
      }),
    );

    for (const { paperId, edit, chain } of outcomes) {
      expect(chain, paperId).toEqual([200, 200, 200]);
      // The edit either landed before the review was sent, or was refused because it had been sent.
      expect([200, 409], JSON.stringify(edit.body)).toContain(edit.status);
      const read = async (path: string) => (await db.doc(path).get()).data()!;
      const [paper, manuscript, review] = await Promise.all([read(`papers/${paperId}`), read(`manuscripts/${paperId}`), read(`reviews/${paperId}_${record}`)]);
      expect(paper.status).toBe('Published');
      expect(manuscript.status).toBe('Published');
      expect(review.status).toBe('Published');
      expect(review.finalRemarks).toBe(edit.status === 200 ? 'Edited remarks.' : 'First remarks.');
      // One review PDF, the one the paper points at, and it says what the stored review says.
      expect(storedFiles().filter((path) => path.startsWith(`comments/${paperId}-`))).toEqual([paper.reviewPdfStorePath]);
      const comments = await fetch(`${siteUrl}/api/files/comments/${paperId}.pdf`, { headers: { Authorization: `Bearer ${bob.token}` } });
      expect(comments.status).toBe(200);
      expect(await pdfText(new Uint8Array(await comments.arrayBuffer()))).toContain(review.finalRemarks);
    }
  });
});

describe('double-blind', () => {
  it('shows the reviewer nothing that names the authors', async () => {
    const { reviewer, record, paperId } = await reviewerOnNewPaper('hal', 'Hal Reviewer', 'Blind paper');
    await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId) });

    const seen: string[] = [];
    const list = await call('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(reviewer.email)}`, { token: reviewer.token });
    seen.push(JSON.stringify(list.body));
    const review = await call('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token: reviewer.token });
    seen.push(JSON.stringify(review.body));
    const download = await fetch(`${siteUrl}/api/files/manuscript/${paperId}.pdf`, { headers: { Authorization: `Bearer ${reviewer.token}` } });
    seen.push(JSON.stringify([...download.headers.entries()]), Buffer.from(await download.arrayBuffer()).toString('latin1'));
    // The documents the rules let a reviewer read: their own review and reviewer record.
    for (const path of [`reviews/${paperId}_${record}`, `reviewers/${record}`]) seen.push(JSON.stringify((await db.doc(path).get()).data()));
    const everything = seen.join('\n');
    expect(everything).toContain(paperId);
    for (const secret of [authorName, authorEmail, 'Quill Labs', 'Zenobia']) expect(everything).not.toContain(secret);
  });
});
