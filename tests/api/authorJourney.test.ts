// The author's journey against the running functions: conference registration with its receipt,
// manuscript submission, the author's list, payment, and the protected file downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, conferenceDaysOf, defaultFeeTable, formatDate, referenceMessage, type FeeTable } from '@confsys/domain';
import { call, currentCalendar, demo, form, fullReview, loginAs, newAuthor, siteUrl, registrationForm } from '../support/emulator';
import { db, storedFiles } from '../support/admin';
import { fakePdfBytes, pdfBytes, pdfText, pngBytes, words } from '../support/files';
import { authorBlock } from '../support/world';
import { volumeSettingsRestored } from '../support/config';
import { onlyMailTo } from '../support/mail';


interface Submission {
  authors?: unknown;
  authorsDetails?: string;
  title?: string;
  abstract?: string;
  keywords?: string;
  authorId?: string;
  file?: [Uint8Array, string, string?] | null;
}

async function submit(token: string, submission: Submission = {}) {
  const pdf = await pdfBytes();
  const fields: Record<string, string> = {
    authorsDetails: submission.authorsDetails ?? JSON.stringify(submission.authors ?? [authorBlock()]),
    title: submission.title ?? 'Learning to schedule edge workloads',
    abstract: submission.abstract ?? words(170),
    keywords: submission.keywords ?? 'edge, scheduling, learning, cloud',
  };
  if (submission.authorId) fields.authorId = submission.authorId;
  const files: Record<string, [Uint8Array, string, string?]> = submission.file === null ? {} : { file: submission.file ?? [pdf, 'paper.pdf', 'application/pdf'] };
  return call<{ success: boolean; message: string; paperId: string; errors?: Record<string, string> }>('POST', '/api/authors/submit', {
    token,
    body: form(fields, files),
  });
}


async function manuscriptCount(): Promise<number> {
  return (await db.collection('manuscripts').count().get()).data().count;
}

describe('conference registration', () => {
  it('records the registration, creates the login and issues a receipt naming the registrant', async () => {
    const fields = registrationForm();
    const answer = await call<{ pdfPath: string; message: string; registrationNumber: string }>('POST', '/conregister', { body: form(fields) });
    expect(answer.status).toBe(201);
    expect(answer.body.registrationNumber).toMatch(/^REG-2025-\d{4}$/);
    expect(answer.body.pdfPath).toMatch(/^\/api\/registrations\/[a-f0-9]{24}\/receipt\.pdf\?key=[a-f0-9]{32}$/);

    const receipt = await fetch(siteUrl + answer.body.pdfPath);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe('attachment; filename="ICCS2025-Registration-Receipt.pdf"');
    const text = await pdfText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).toContain('Meera Registrant');
    expect(text).toContain(answer.body.registrationNumber);
    expect(text).toContain(conferenceDaysOf(await currentCalendar()));
    // The day it was issued, as the conference writes dates (22 Nov 2026), never ISO.
    const issued = (await db.collection('registrations').where('registrationNumber', '==', answer.body.registrationNumber).get()).docs[0]!.get('createdAt') as string;
    expect(text).toContain(formatDate(issued));
    expect(text).not.toContain(issued.slice(0, 10));

    expect((await call('POST', '/api/authors/login', { json: { email: fields.loginEmail, password: fields.password } })).status).toBe(200);
  });

  it('lets the receipt link expire after 30 days, while the signed-in registrant still gets the receipt', async () => {
    const fields = registrationForm();
    const answer = await call<{ pdfPath: string; registrationNumber: string }>('POST', '/conregister', { body: form(fields) });
    expect(answer.status).toBe(201);
    const id = /\/api\/registrations\/([a-f0-9]{24})\//.exec(answer.body.pdfPath)![1]!;
    // Thirty-one days on: the registration's date moves back, as time would move forward.
    await db.collection('registrations').doc(id).update({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString() });
    const expired = await call('GET', answer.body.pdfPath);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: 'This receipt link has expired. Sign in as an author: your dashboard has the receipt.' });

    const token = await loginAs('author', fields.loginEmail!, fields.password!);
    const mine = await call<{ registration: { receiptPath: string } }>('GET', '/api/authors/registration', { token });
    expect(mine.body).toEqual({
      success: true,
      registration: { registrationNumber: answer.body.registrationNumber, createdAt: expect.any(String), receiptPath: `/api/registrations/${id}/receipt.pdf` },
    });
    const receipt = await fetch(siteUrl + mine.body.registration.receiptPath, { headers: { Authorization: `Bearer ${token}` } });
    expect(receipt.status).toBe(200);
    expect(await pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain(answer.body.registrationNumber);
    const stranger = await newAuthor('stranger');
    expect((await call('GET', mine.body.registration.receiptPath, { token: stranger.token })).status).toBe(404);
  });

  it('refuses a second registration with the same email and writes nothing twice', async () => {
    const fields = registrationForm();
    expect((await call('POST', '/conregister', { body: form(fields) })).status).toBe(201);
    const before = (await db.collection('registrations').count().get()).data().count;
    const again = await call('POST', '/conregister', { body: form({ ...fields, loginEmail: fields.loginEmail!.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This email is already registered for the conference. Sign in to see your registration.' });
    expect((await db.collection('registrations').count().get()).data().count).toBe(before);
  });

  it('keeps the receipt and the login of the one that wins when the same email registers several times at once', async () => {
    const fields = registrationForm();
    const answers = await Promise.all(Array.from({ length: 4 }, () => call<{ pdfPath: string }>('POST', '/conregister', { body: form(fields) })));
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status !== 201)) expect(lost.status).toBe(409);
    // The winner's receipt is stored and opens, whatever the others removed when they lost.
    const registrations = await db.collection('registrations').where('email', '==', fields.loginEmail!.toLowerCase()).get();
    expect(registrations.size).toBe(1);
    const { receiptPath, uid } = registrations.docs[0]!.data() as { receiptPath: string; uid: string };
    expect(storedFiles()).toContain(receiptPath);
    const receipt = await fetch(`${siteUrl}${won[0]!.body.pdfPath}`);
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // No other attempt's receipt is left behind.
    expect(storedFiles().filter((path) => path.includes(`registrations/${registrations.docs[0]!.id}`))).toEqual([receiptPath]);
    // The login the registration names is there and signs in.
    const token = await loginAs('author', fields.loginEmail!, fields.password!);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id).toBe(uid);
  });

  it('uses an existing account only with its own password', async () => {
    const wrong = await call('POST', '/conregister', {
      body: form(registrationForm({ loginEmail: demo.author.email, password: 'Guess@123', confirmPassword: 'Guess@123' })),
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual({ message: 'An account with this email already exists: enter its password to register with it.' });
    const right = await call('POST', '/conregister', {
      body: form(registrationForm({ loginEmail: demo.author.email, password: demo.author.password, confirmPassword: demo.author.password })),
    });
    expect(right.status).toBe(201);
  });

  it.each([
    ['a 9-digit phone', { phone: '912345678' }, 'phone', 'Phone number must be exactly 10 digits.'],
    ['an unknown gender', { gender: 'Unknown' }, 'gender', 'Gender must be one of Male, Female, Transgender, Other, Prefer not to say.'],
    ['a missing address', { address: '' }, 'address', 'Address is required'],
    ['a malformed email', { loginEmail: 'meera.example.org' }, 'loginEmail', 'Please enter a valid email address.'],
  ])('refuses %s and creates no login', async (_case, change, field, message) => {
    const fields = registrationForm(change);
    const answer = await call<{ errors: Record<string, string> }>('POST', '/conregister', { body: form(fields) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
    expect((await call('POST', '/api/authors/login', { json: { email: fields.loginEmail, password: fields.password } })).status).not.toBe(200);
  });

  it('wants a multipart form', async () => {
    const answer = await call('POST', '/conregister', { json: registrationForm() });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'Send the form as multipart/form-data.' });
  });

  it('keeps the receipt behind its key, or behind the registrant\'s sign-in', async () => {
    const answer = await call<{ pdfPath: string }>('POST', '/conregister', { body: form(registrationForm()) });
    const forged = answer.body.pdfPath.replace(/key=.*/, `key=${'0'.repeat(32)}`);
    expect((await call('GET', forged)).status).toBe(404);
    expect((await call('GET', answer.body.pdfPath.replace(/\?.*/, ''))).status).toBe(401);
  });
});

describe('manuscript submission', () => {
  let bob: { token: string; email: string };
  let carol: { token: string };
  let reviewerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    bob = await newAuthor('bob');
    carol = await newAuthor('carol');
    reviewerToken = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
    adminToken = await loginAs('admin', demo.admin.username, demo.admin.password);
  });

  it('stores the paper under a short ID, with the authors kept out of the reviewable document', async () => {
    const answer = await submit(bob.token, { authors: [authorBlock(), authorBlock({ name: 'Dana Coauthor', email: 'Dana@Example.org', gender: 'Other' })] });
    expect(answer.status).toBe(201);
    expect(answer.body.paperId).toMatch(/^ICCS25-\d{4,}$/);
    expect(answer.body.message).toBe(`Manuscript submitted successfully. Your paper ID is ${answer.body.paperId}.`);

    const paper = (await db.collection('papers').doc(answer.body.paperId).get()).data()!;
    expect(paper).toMatchObject({ status: 'submitted', keywords: ['edge', 'scheduling', 'learning', 'cloud'], reviewers: [], submittedReviews: 0 });
    expect(JSON.stringify(paper)).not.toMatch(/Bob Author|Dana|example\.org|authorId/i);
    const manuscript = (await db.collection('manuscripts').doc(answer.body.paperId).get()).data()!;
    expect(manuscript.authors.map((author: { name: string }) => author.name)).toEqual(['Bob Author', 'Dana Coauthor']);
    expect(manuscript.authors[1].email).toBe('dana@example.org');
    expect(manuscript.fileUrl).toBe(`/api/files/manuscript/${answer.body.paperId}.pdf`);
  });

  it('serves the manuscript to its author and admins, not to another author or an unassigned reviewer', async () => {
    const { body } = await submit(bob.token);
    const path = `/api/files/manuscript/${body.paperId}.pdf`;
    const own = await fetch(siteUrl + path, { headers: { Authorization: `Bearer ${bob.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await call('GET', path, { token: adminToken })).status).toBe(200);
    expect((await call('GET', path, { token: carol.token })).status).toBe(403);
    expect((await call('GET', path, { token: reviewerToken })).status).toBe(403);
  });

  it.each([
    ['an abstract of 149 words', { abstract: words(149) }, 'abstract', 'Minimum 150 words required.'],
    ['an abstract of 201 words', { abstract: words(201) }, 'abstract', 'Maximum 200 words allowed.'],
    ['3 keywords', { keywords: 'a, b, c' }, 'keywords', 'Please enter at least 4 keywords.'],
    ['7 keywords', { keywords: 'a, b, c, d, e, f, g' }, 'keywords', 'You can enter a maximum of 6 keywords.'],
    ['5 authors', { authors: Array.from({ length: 5 }, () => authorBlock()) }, 'authors', 'Maximum 4 authors allowed.'],
    ['no authors', { authors: [] }, 'authors', 'At least one author is required.'],
    ['an author phone of 11 digits', { authors: [authorBlock({ phone: '98765432101' })] }, 'authors.0.phone', 'Phone number must be exactly 10 digits.'],
    ['an author without a state', { authors: [authorBlock({ state: '' })] }, 'authors.0.state', 'State is required'],
    ['an unknown author gender', { authors: [authorBlock({ gender: 'Unknown' })] }, 'authors.0.gender', 'Gender must be one of Male, Female, Transgender, Other, Prefer not to say.'],
    ['a missing title', { title: '  ' }, 'title', 'Title is required'],
    ['no file', { file: null }, 'file', 'Please upload your manuscript as a PDF file.'],
  ] as const)('refuses %s with the form message and writes nothing', async (_case, change, field, message) => {
    const [documentsBefore, filesBefore] = [await manuscriptCount(), storedFiles()];
    const answer = await submit(bob.token, change as Submission);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
    expect(await manuscriptCount()).toBe(documentsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('checks the bytes, not the name: text called paper.pdf is refused', async () => {
    const filesBefore = storedFiles();
    const answer = await submit(bob.token, { file: [fakePdfBytes, 'paper.pdf', 'application/pdf'] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The uploaded file is not a PDF.');
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('refuses an empty file and an over-size file', async () => {
    const empty = await submit(bob.token, { file: [new Uint8Array(), 'paper.pdf', 'application/pdf'] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The uploaded file is empty.');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await submit(bob.token, { file: [big, 'paper.pdf', 'application/pdf'] });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file is too large (at most 10 MB).');
  });

  it('refuses authorsDetails that are not JSON', async () => {
    const answer = await submit(bob.token, { authorsDetails: '[{name:' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('authorsDetails must be a JSON list of author objects.');
  });

  it("refuses to submit under another author's ID", async () => {
    const answer = await submit(bob.token, { authorId: 'someone-else' });
    expect(answer.status).toBe(403);
  });

  it('gives 50 authors submitting at once 50 distinct paper IDs', async () => {
    // The accounts are made ten at a time (what is under test is the submissions' burst, not the sign-up
    // path's: on a cold functions emulator 50 sign-ups at once each start a process and time out).
    const authors: Array<Awaited<ReturnType<typeof newAuthor>>> = [];
    for (let start = 0; start < 50; start += 10) {
      authors.push(...(await Promise.all(Array.from({ length: 10 }, (_, index) => newAuthor(`crowd${start + index}`)))));
    }
    const answers = await Promise.all(authors.map((author) => submit(author.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const ids = answers.map((answer) => answer.body.paperId);
    expect(new Set(ids).size).toBe(50);
    const stored = await Promise.all(ids.map((id) => db.collection('papers').doc(id).get()));
    expect(stored.every((doc) => doc.exists)).toBe(true);
    // The functions emulator starts a process per concurrent request: on two cores the burst takes about a minute.
  }, 180_000);
});

describe("the author's manuscripts", () => {
  it("lists the author's own papers with the spec's fields, and refuses another author's list", async () => {
    const bob = await newAuthor('bob');
    const carol = await newAuthor('carol');
    const { body } = await submit(bob.token);
    const session = await call<{ uid: string }>('GET', '/api/session', { token: bob.token });
    const list = await call<{ success: boolean; author: { name: string; id: string; email: string }; manuscripts: Array<Record<string, unknown>> }>(
      'GET',
      `/api/authors/getmanuscriptbyauthor/${session.body.uid}`,
      { token: bob.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.author).toEqual({ name: 'Bob Author', id: session.body.uid, email: bob.email });
    expect(list.body.manuscripts).toHaveLength(1);
    expect(list.body.manuscripts[0]).toMatchObject({
      paperId: body.paperId,
      status: 'submitted',
      fileUrl: `/api/files/manuscript/${body.paperId}.pdf`,
      comments: null,
      payment: null,
    });
    expect(Object.keys(list.body.manuscripts[0]!).sort()).toEqual(
      ['comments', 'fileUrl', 'lastUpdatedOn', 'payment', 'paperId', 'receipt', 'status', 'submissionDate', 'title', 'abstract', 'keywords', 'authors', 'excludedReviewers', 'topics', 'editedAt', 'withdrawnAt', 'responseReleasedAt'].sort(),
    );
    const other = await call('GET', `/api/authors/getmanuscriptbyauthor/${session.body.uid}`, { token: carol.token });
    expect(other.status).toBe(403);
  });
});

describe('payment', () => {
  let bob: { token: string; email: string };
  let carol: { token: string };
  let chair: string;
  let paperId: string;
  let originalFees: FeeTable | undefined;
  /** A UTR no earlier run used: 12 digits. */
  let sequence = 0;
  const utr = () => String(Date.now()).slice(-8) + String(++sequence).padStart(4, '0');

  beforeAll(async () => {
    bob = await newAuthor('bob');
    carol = await newAuthor('carol');
    paperId = (await submit(bob.token)).body.paperId;
    // Payment is made once the paper is accepted: the demo reviewer reviews it and the chair accepts it.
    chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    const reviewer = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer' } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewer, json: fullReview(paperId) })).status).toBe(200);
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    originalFees = (await db.doc('config/fees').get()).data() as FeeTable | undefined;
    expect((await call('PUT', '/api/admin/fees', { token: chair, json: defaultFeeTable })).status).toBe(200);
  });

  afterAll(async () => {
    if (originalFees) await db.doc('config/fees').set(originalFees);
    else await db.doc('config/fees').delete();
    await volumeSettingsRestored(['fees']);
  });

  const pay = (token: string, fields: Record<string, string>, receipt?: [Uint8Array, string, string?]) =>
    call<{ success: boolean; message: string; errors?: Record<string, string> }>('POST', '/api/authors/submit-payment', {
      token,
      body: form(fields, receipt ? { receipt } : {}),
    });
  type PaperPayment = { paymentId: string; state: string; upiId: string; reference: string; paymentDate: string; receiptNumber: string | null; receiptPath: string; due: { total: number } };
  const paperPayment = async (token: string) => (await call<{ payment: PaperPayment | null }>('GET', `/api/authors/get-payment/${paperId}`, { token })).body.payment;
  const storedReceipt = async (id: string) => (await db.doc(`payments/${id}`).get()).data()!.receiptStorePath as string;

  it("is the registration's payment: the treasurer finds it, it is changed until verified, and the paper keeps none of its own", async () => {
    expect((await call('GET', `/api/authors/get-payment/${paperId}`, { token: bob.token })).body).toEqual({ success: true, payment: null });

    // The amount is the registration's: before registering there is nothing to pay, and nothing is stored.
    const filesBefore = storedFiles();
    const early = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01' }, [pngBytes, 'receipt.png', 'image/png']);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(Messages.registerBeforePaying);
    expect(storedFiles()).toEqual(filesBefore);
    const billing = { name: 'Bob Author', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' };
    expect((await call('POST', '/api/participants/registration', { token: bob.token, json: { category: 'faculty', attendance: 'online', paperIds: [], billing } })).status).toBe(200);
    const unlisted = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01' }, [pngBytes, 'receipt.png', 'image/png']);
    expect(unlisted.status).toBe(409);
    expect(unlisted.body.message).toBe(Messages.registrationLacksPaper(paperId));
    const registered = await call<{ amountDue: number }>('POST', '/api/participants/registration', { token: bob.token, json: { category: 'faculty', attendance: 'online', paperIds: [paperId], billing } });
    expect(registered.status).toBe(200);

    const reference = utr();
    const missing = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference, paymentDate: '2025-07-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please upload the payment receipt (an image or a PDF).');
    // The spec's request: the paper ID, the UPI ID, the date and the receipt, without a reference. It is
    // recorded, claims no reference, and the treasurer matches it by the UPI ID, the date and the amount.
    const first = await pay(bob.token, { paperId, upiId: 'bob@okbank', paymentDate: '2025-07-01' }, [pngBytes, 'receipt.png', 'image/png']);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: Messages.paperPaymentRecorded });
    const recorded = (await paperPayment(bob.token))!;
    expect(recorded).toMatchObject({ state: 'recorded', upiId: 'bob@okbank', reference: '', paymentDate: '2025-07-01', receiptNumber: null, due: { total: registered.body.amountDue } });
    expect((await db.doc(`payments/${recorded.paymentId}`).get()).get('referenceKey')).toBe('');
    const confirmation = await onlyMailTo(bob.email, `payment for ${paperId} recorded`);
    expect(confirmation.text).toContain('Transaction reference: none given');
    // A reference that is not one is still refused.
    const wrongReference = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference: 'x', paymentDate: '2025-07-01' });
    expect(wrongReference.status).toBe(400);
    expect(wrongReference.body.errors?.reference).toBe(referenceMessage);
    const receipt = await fetch(siteUrl + recorded.receiptPath, { headers: { Authorization: `Bearer ${bob.token}` } });
    expect(receipt.headers.get('content-type')).toBe('image/png');
    // The spec's receipt path of the paper serves the same file.
    const byPaper = await fetch(`${siteUrl}/api/files/receipt/${paperId}.png`, { headers: { Authorization: `Bearer ${bob.token}` } });
    expect(Buffer.from(await byPaper.arrayBuffer())).toEqual(Buffer.from(pngBytes));

    // One payment model: the treasurer's list and the participant's own page show the same payment.
    const listed = await call<{ payments: Array<{ id: string; upiId: string | null; reference: string }> }>('GET', `/api/admin/payments?q=${paperId}`, { token: chair });
    expect(listed.body.payments.map((payment) => payment.id)).toEqual([recorded.paymentId]);
    expect(listed.body.payments[0]).toMatchObject({ upiId: 'bob@okbank', reference: '' });
    const mine = await call<{ payments: Array<{ id: string; state: string }> }>('GET', '/api/participants/me', { token: bob.token });
    expect(mine.body.payments.map((payment) => [payment.id, payment.state])).toEqual([[recorded.paymentId, 'recorded']]);

    // Changed while it awaits verification: the same payment, a reference given later claimed, a changed
    // one's old reference freed, the receipt kept until a new one replaces it.
    const edited = await pay(bob.token, { paperId, upiId: 'bob@newbank', reference, paymentDate: '2025-07-02' });
    expect(edited.body.message).toBe(Messages.paperPaymentUpdated);
    expect((await paperPayment(bob.token))!).toMatchObject({ paymentId: recorded.paymentId, upiId: 'bob@newbank', reference, paymentDate: '2025-07-02' });
    expect((await db.doc(`paymentReferences/${reference}`).get()).exists).toBe(true);
    const receiptBefore = await storedReceipt(recorded.paymentId);
    expect(receiptBefore).toMatch(/\.png$/);
    expect(storedFiles()).toContain(receiptBefore);
    const newReference = utr();
    const replaced = await pay(bob.token, { paperId, upiId: 'bob@newbank', reference: newReference, paymentDate: '2025-07-02' }, [await pdfBytes('Bank receipt'), 'r.pdf', 'application/pdf']);
    expect(replaced.body.message).toBe(Messages.paperPaymentUpdated);
    expect((await db.doc(`paymentReferences/${reference}`).get()).exists).toBe(false);
    // The new receipt replaces the old one: the old file is removed once the payment points at the new.
    const receiptAfter = await storedReceipt(recorded.paymentId);
    expect(receiptAfter).toMatch(/\.pdf$/);
    expect(storedFiles()).toContain(receiptAfter);
    expect(storedFiles()).not.toContain(receiptBefore);
    expect((await db.collection('manuscripts').doc(paperId).get()).data()!.payment).toBeNull();

    // Verified by the treasurer: the paper's payment says so, with the number, and is no longer changed.
    const verified = await call<{ receiptNumber: string }>('POST', `/api/admin/payments/${recorded.paymentId}/verify`, { token: chair });
    expect(verified.status).toBe(200);
    expect((await paperPayment(bob.token))!).toMatchObject({ state: 'verified', receiptNumber: verified.body.receiptNumber });
    const late = await pay(bob.token, { paperId, upiId: 'bob@newbank', reference: utr(), paymentDate: '2025-07-03' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(Messages.paymentVerifiedNoEdit);
  });

  it("keeps another author away from the paper's payment", async () => {
    expect((await call('GET', `/api/authors/get-payment/${paperId}`, { token: carol.token })).status).toBe(403);
    const answer = await pay(carol.token, { paperId, upiId: 'carol@bank', reference: utr(), paymentDate: '2025-07-01' }, [pngBytes, 'r.png']);
    expect(answer.status).toBe(403);
    expect((await call('GET', `/api/files/receipt/${paperId}.pdf`, { token: carol.token })).status).toBe(403);
  });

  it('refuses a receipt that is neither an image nor a PDF', async () => {
    const answer = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01' }, [fakePdfBytes, 'receipt.png', 'image/png']);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The receipt must be an image or a PDF file.');
  });

  it.each([
    ['no UPI ID', { upiId: '' }, 'upiId', 'UPI ID is required'],
    ['a UPI ID without a handle', { upiId: 'bob' }, 'upiId', 'Please enter a valid UPI ID (for example name@bank).'],
    ['an impossible date', { paymentDate: '2025-02-30' }, 'paymentDate', 'Please enter the payment date as YYYY-MM-DD.'],
  ])('refuses %s', async (_case, change, field, message) => {
    const answer = await pay(bob.token, { paperId, upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01', ...change }, [pngBytes, 'r.png']);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it('answers 404 for a paper that does not exist', async () => {
    const answer = await pay(bob.token, { paperId: 'ICCS25-0000', upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01' }, [pngBytes, 'r.png']);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No paper with ID ICCS25-0000 was found.');
  });

  it('waits for the paper to be accepted: a submitted paper and one under review are refused', async () => {
    const submitted = (await submit(bob.token)).body.paperId;
    const underReview = (await submit(bob.token)).body.paperId;
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: underReview, reviewerId: 'demo-reviewer' } })).status).toBe(200);
    const filesBefore = storedFiles();
    for (const other of [submitted, underReview]) {
      const answer = await pay(bob.token, { paperId: other, upiId: 'bob@okbank', reference: utr(), paymentDate: '2025-07-01' }, [pngBytes, 'r.png']);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Payment is made once the paper is accepted, until the registration deadline.');
    }
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('file downloads', () => {
  it.each([
    '/api/files/manuscript/..%2F..%2Fetc%2Fpasswd',
    '/api/files/manuscript/ICCS25-0000.pdf',
    '/api/files/secrets/ICCS25-0001.pdf',
    '/api/files/receipt/ICCS25-0000.png',
  ])('answers %s with 404', async (path) => {
    const token = await loginAs('admin', demo.admin.username, demo.admin.password);
    const answer = await call<{ message: string } | string>('GET', path, { token });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('root:');
  });

  it('keeps the comments PDF from the author until the paper is decided', async () => {
    const bob = await newAuthor('bob');
    const { body } = await submit(bob.token);
    const answer = await call('GET', `/api/files/comments/${body.paperId}.pdf`, { token: bob.token });
    expect(answer.status).toBe(403);
  });
});
