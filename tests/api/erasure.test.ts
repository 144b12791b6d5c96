// Asking for erasure (POST /api/me/erasure), as an author who paid and had a paper accepted and one
// rejected, and as a reviewer: the password is asked again; nothing is erased while a paper of theirs is
// under review, a payment awaits verification or a review of theirs is not decided; then every personal
// field of theirs is gone from the whole database except what the answer lists as kept (searched for
// their email, name and uid in every document), the sign-in ends, and the invariants still hold.
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages, accountsKeptUntil, erasedReviewerEmail, erasedReviewerName, formatDate, type ErasureResult, type PaperDoc, type PaymentDoc, type ReviewDoc } from '@confsys/domain';
import { fileStore } from '../../functions/src/lib/fileStore';
import { adminAuth, db } from '../support/admin';
import { openRegistration } from '../support/config';
import { call, demo, form, fullReview, loginAs, newAuthor } from '../support/emulator';
import { pngBytes } from '../support/files';
import { acceptedPaper, authorBlock, committeeReviewer, decidePaper, manuscriptFields, submitManuscript } from '../support/world';

let chair: string;

const erase = (token: string, password: string) => call<ErasureResult & { message: string }>('POST', '/api/me/erasure', { token, json: { password } });

/** Every document (of every collection, and of meta's subcollections) whose stored text holds one of `needles`, by path. */
async function documentsNaming(needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const visit = async (collection: FirebaseFirestore.CollectionReference) => {
    for (const doc of (await collection.get()).docs) {
      const text = JSON.stringify(doc.data()).toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(doc.ref.path);
      if (collection.id === 'meta') for (const inner of await doc.ref.listCollections()) await visit(inner);
    }
  };
  for (const collection of await db.listCollections()) await visit(collection);
  return found;
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
});

describe('erasure at the person’s request', () => {
  it('erases an author’s data but their accepted paper, payments and the logs, which it lists with the law and the date', async () => {
    const author = await newAuthor('erasure');
    const uid = (await adminAuth.getUserByEmail(author.email)).uid;
    const name = `Eira Sundqvist ${uid.slice(0, 6)}`;
    await adminAuth.updateUser(uid, { displayName: name });
    await db.doc(`users/${uid}`).update({ name, phone: '9000012345' });
    const fields = manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ name, email: author.email, phone: '9000012345' })]) });
    const open = await submitManuscript(author.token, fields);

    // Under review: refused, nothing erased; a wrong password: refused, nothing erased.
    expect((await erase(author.token, 'Not-my-password-1')).status).toBe(401);
    const refused = await erase(author.token, author.password);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(Messages.erasureNotYet([Messages.erasureOpenPapers([open])]));
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(true);

    expect((await call('POST', `/api/authors/papers/${open}/withdraw`, { token: author.token, json: { reason: null } })).status).toBe(200);
    const rejected = await submitManuscript(author.token, fields);
    await decidePaper(chair, rejected, 'erasurerejected', 'Rejected');
    const accepted = await acceptedPaper(chair, author.token, 'erasureaccepted', fields);
    expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId: rejected } })).status).toBe(200);
    const rejectedPaper = (await db.doc(`papers/${rejected}`).get()).data() as PaperDoc;

    // Registered and paid; verified, so a tax invoice was issued.
    const restore = await openRegistration(chair);
    try {
      const billing = { name, address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' };
      expect((await call('POST', '/api/participants/registration', { token: author.token, json: { category: 'faculty', attendance: 'online', paperIds: [accepted], billing } })).status).toBe(200);
      const paid = await call<{ id: string }>('POST', '/api/participants/payments', { token: author.token, body: form({ amount: '413000', date: new Date().toISOString().slice(0, 10), reference: `9${String(Date.now()).slice(-11)}` }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
      expect(paid.status).toBe(200);
      expect((await erase(author.token, author.password)).body.message).toBe(Messages.erasureNotYet([Messages.erasurePendingPayments(1)]));
      expect((await call('POST', `/api/admin/payments/${paid.body.id}/verify`, { token: chair })).status).toBe(200);
      const payment = (await db.doc(`payments/${paid.body.id}`).get()).data() as PaymentDoc;
      const receiptImage = payment.receiptStorePath;

      const answer = await erase(author.token, author.password);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(Messages.erasureDone);
      expect(answer.body.erased.join('\n')).toContain(`2 rejected or withdrawn papers (`);
      const kept = answer.body.kept;
      expect(kept.map((entry) => entry.what.split(':')[0])).toEqual([
        `Your accepted papers (${accepted})`,
        'Your 1 payment',
        expect.stringMatching(/^The record of \d+ messages? the conference sent to your address, and of its messages to the chair that name you$/),
        expect.stringMatching(/^The audit log's record of \d+ changes? you made, and of the chair's changes that name you$/),
      ]);
      expect(kept[1]).toMatchObject({ until: formatDate(accountsKeptUntil(payment.document!.financialYear, 72)) });
      expect(kept[1]!.why).toContain('section 36');

      // Nothing of theirs is left but what the answer kept: the accepted paper (and the volume's layout, which lists it as published), the payment, the logs.
      const layoutPart = (path: string) => path.startsWith('meta/volumeLayout/parts/');
      const keptPaths = (path: string) => [`manuscripts/${accepted}`, `paperIndex/${accepted}`, `proceedings/${accepted}`, `payments/${paid.body.id}`].includes(path) || /^(mail|audit)\//.test(path) || layoutPart(path);
      const left = await documentsNaming([author.email, name, uid]);
      expect(left.filter((path) => !keptPaths(path))).toEqual([]);
      // Each part that names them lists the accepted paper (its search words write the ID in lower case, split at the hyphen).
      for (const path of left.filter(layoutPart)) {
        const text = JSON.stringify((await db.doc(path).get()).data());
        expect(text.includes(accepted) || text.includes(accepted.toLowerCase().replace('-', ' ')), path).toBe(true);
      }
      for (const path of [`papers/${rejected}`, `manuscripts/${rejected}`, `papers/${open}`, `users/${uid}`, `participants/${uid}`]) expect((await db.doc(path).get()).exists, path).toBe(false);
      for (const path of [receiptImage, rejectedPaper.reviewPdfStorePath!]) expect(await fileStore().exists(path), path).toBe(false);
      // The accepted paper keeps the authors as published, without the phone number.
      const manuscript = (await db.doc(`manuscripts/${accepted}`).get()).data();
      expect(manuscript?.authors).toEqual([expect.objectContaining({ name, email: author.email, phone: '', gender: '' })]);
      expect((await db.doc(`payments/${paid.body.id}`).get()).data()).toMatchObject({ state: 'verified', receiptStorePath: '', document: { number: payment.document!.number, recipient: expect.objectContaining({ name, gstin: billing.gstin }) } });

      // The account is gone: its session ends and its password no longer signs in.
      expect((await call('GET', '/api/session', { token: author.token })).status).toBe(401);
      expect((await call('POST', '/api/authors/login', { json: { email: author.email, password: author.password } })).status).toBe(401);
      const audit = await db.collection('audit').where('action', '==', 'privacy.erasure').where('target', '==', `account:${uid}`).get();
      expect(audit.docs.map((doc) => doc.get('actor'))).toEqual([{ uid, email: 'erased', role: 'author' }]);
    } finally {
      expect(await restore(chair)).toBe(200);
    }
  }, 240_000);

  it('keeps a reviewer’s submitted review under no name, and erases their record, once the paper is decided', async () => {
    const author = await newAuthor('erasurepaper');
    const paperId = await submitManuscript(author.token);
    const reviewer = await committeeReviewer(chair, 'erasurereviewer', { name: 'Rhoswen Takahara' });
    // committeeReviewer's accounts set this password through the emailed link (newReviewer).
    const reviewerPassword = 'Review@123';
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: reviewer.record } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId) })).status).toBe(200);
    expect((await erase(reviewer.token, reviewerPassword)).body.message).toBe(Messages.erasureNotYet([Messages.erasureOpenReviews([paperId])]));
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);

    const answer = await erase(reviewer.token, reviewerPassword);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.kept[0]?.what).toContain('Your 1 submitted review');
    const placeholder = erasedReviewerEmail(reviewer.record);
    const review = (await db.doc(`reviews/${paperId}_${reviewer.record}`).get()).data() as ReviewDoc;
    expect(review).toMatchObject({ reviewerEmail: placeholder, status: expect.not.stringMatching(/^Draft$/) });
    const paper = (await db.doc(`papers/${paperId}`).get()).data() as PaperDoc;
    expect(paper.reviewers).toEqual([expect.objectContaining({ reviewerId: reviewer.record, name: erasedReviewerName, email: placeholder })]);
    expect(paper.reviewerEmails).toEqual([placeholder]);
    expect((await db.doc(`reviewers/${reviewer.record}`).get()).exists).toBe(false);
    const left = await documentsNaming([reviewer.email, 'Rhoswen Takahara', reviewer.uid]);
    expect(left.filter((path) => !/^(mail|audit)\//.test(path))).toEqual([]);
  }, 240_000);

  it('is refused to the chair and to anyone signed out', async () => {
    expect((await erase(chair, demo.admin.password)).status).toBe(403);
    expect((await call('POST', '/api/me/erasure', { json: { password: 'x' } })).status).toBe(401);
  });
});
