// The retention run against the emulators, with its clock set: it erases the audit entries and the sent
// messages whose period (the chair's, never below the law's year) has passed, to the second, and nothing
// younger; a message still being sent stays; a dry run only counts; each run that erases is in the audit log,
// once, and a second run finds nothing. Seeded entries lie years back, where no other suite writes. A
// payment decided long enough ago loses its receipt's image and keeps the rest.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPaths, MailState, Messages, monthsBefore, defaultPrivacy, formatDate, pendingDelivery, plannedCalendar, type AuditEntry, type MailDoc, type PaperDoc } from '@confsys/domain';
import { fileStore } from '../../functions/src/lib/fileStore';
import { manuscriptStore } from '../../functions/src/lib/submissions/manuscriptFiles';
import { runRetention } from '../../functions/src/lib/privacy/retention';
import { adminAuth, db } from '../support/admin';
import { openRegistration, privacyDefaultsAround } from '../support/config';
import { call, demo, form, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { pngBytes } from '../support/files';
import { acceptedPaper, decidePaper, submitManuscript } from '../support/world';

const now = new Date();
const second = 1000;
let admin: string;

/** An audit entry written at `at`, with an ID of the log's format (its time first). */
async function auditAt(at: Date, target: string): Promise<string> {
  const id = `${String(at.getTime()).padStart(13, '0')}-retention${target.replace(/\W/g, '').slice(0, 8)}`;
  const entry: AuditEntry = { at: at.toISOString(), actor: { uid: 'chair', email: demo.admin.email, role: 'admin' }, action: 'settings.reviewing', target, before: null, after: null, reason: null };
  await db.doc(`audit/${id}`).set(entry);
  return `audit/${id}`;
}

/** A message created at `at`, settled or being sent (a queued one would be sent by the outbox at once). */
async function mailAt(at: Date, state: MailState, to: string): Promise<string> {
  const sending = state === MailState.Processing;
  // A message being sent holds a lease an hour long, so no sender and no requeue takes it meanwhile.
  const delivery = { ...pendingDelivery(at.toISOString()), state, attempts: 1, endTime: sending ? null : at.toISOString(), leaseExpireTime: sending ? new Date(Date.now() + 3_600_000).toISOString() : null };
  const mail: MailDoc = { to: [to], message: { subject: 'Old message', text: 'Text', html: '<p>Text</p>' }, attachments: [], kind: 'account', paperId: null, createdAt: at.toISOString(), delivery };
  const ref = db.collection('mail').doc();
  await ref.set(mail);
  return ref.path;
}

const exists = async (path: string) => (await db.doc(path).get()).exists;
const runs = async () => (await db.collection('audit').where('action', '==', 'retention.run').get()).docs.map((doc) => doc.data());

privacyDefaultsAround();

beforeAll(async () => {
  admin = await loginAs('admin', demo.admin.username, demo.admin.password);
});

describe('the retention run', () => {
  it('erases the logs past their period to the second, keeps what is younger or still being sent, and records the run once', async () => {
    const auditCutoff = monthsBefore(now, defaultPrivacy.periods.auditLog);
    const mailCutoff = monthsBefore(now, defaultPrivacy.periods.mailLog);
    const oldEntry = await auditAt(new Date(auditCutoff.getTime() - second), 'old entry');
    const youngEntry = await auditAt(new Date(auditCutoff.getTime() + second), 'young entry');
    const oldSent = await mailAt(new Date(mailCutoff.getTime() - second), MailState.Success, 'sent@retention.example.org');
    const oldFailed = await mailAt(new Date(mailCutoff.getTime() - 40 * 86_400 * second), MailState.Error, 'failed@retention.example.org');
    const oldSending = await mailAt(new Date(mailCutoff.getTime() - 5 * second), MailState.Processing, 'sending@retention.example.org');
    const youngSent = await mailAt(new Date(mailCutoff.getTime() + second), MailState.Success, 'young@retention.example.org');
    const runsBefore = (await runs()).length;

    const dry = await runRetention({ now, dryRun: true });
    expect(dry.classes.auditLog).toMatchObject({ erased: 1, months: 36, cutoff: auditCutoff.toISOString(), examples: [oldEntry] });
    expect(dry.classes.mailLog?.erased).toBe(2);
    expect(dry.classes.mailLog?.examples.sort()).toEqual([oldSent, oldFailed].sort());
    expect(dry.notAutomated).toContain('invoices');
    for (const path of [oldEntry, oldSent, oldFailed]) expect(await exists(path), path).toBe(true);
    expect(await runs()).toHaveLength(runsBefore);

    const run = await runRetention({ now });
    expect(run.classes.auditLog?.erased).toBe(1);
    expect(run.classes.mailLog?.erased).toBe(2);
    for (const path of [oldEntry, oldSent, oldFailed]) expect(await exists(path), path).toBe(false);
    for (const path of [youngEntry, oldSending, youngSent]) expect(await exists(path), path).toBe(true);
    const recorded = await runs();
    expect(recorded).toHaveLength(runsBefore + 1);
    expect(recorded.at(-1)).toMatchObject({ actor: { role: 'system' }, target: 'retention', after: { auditLog: { erased: 1 }, mailLog: { erased: 2 } } });

    // At least once: a second run, or one at the same moment, finds nothing and records nothing.
    const again = await Promise.all([runRetention({ now }), runRetention({ now })]);
    expect(again.map((report) => (report.classes.auditLog?.erased ?? 0) + (report.classes.mailLog?.erased ?? 0))).toEqual([0, 0]);
    expect(await runs()).toHaveLength(runsBefore + 1);
    for (const path of [youngEntry, oldSending, youngSent]) await db.doc(path).delete();
  });

  it("follows the chair's periods, whose shortest is the law's year", async () => {
    const periods = { ...defaultPrivacy.periods, auditLog: 12 };
    expect((await call('PUT', '/api/admin/privacy', { token: admin, json: { ...defaultPrivacy, periods: { ...periods, auditLog: 11 } } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/privacy', { token: admin, json: { ...defaultPrivacy, periods } })).status).toBe(200);
    const cutoff = monthsBefore(now, 12);
    const thirteenMonths = await auditAt(monthsBefore(now, 13), 'thirteen months');
    const elevenMonths = await auditAt(monthsBefore(now, 11), 'eleven months');
    const yearless = await auditAt(new Date(cutoff.getTime() + second), 'a second short of a year');

    const run = await runRetention({ now });
    expect(run.classes.auditLog).toMatchObject({ months: 12, cutoff: cutoff.toISOString(), erased: 1, examples: [thirteenMonths] });
    expect(await exists(thirteenMonths)).toBe(false);
    expect(await exists(elevenMonths)).toBe(true);
    expect(await exists(yearless)).toBe(true);
  });

  it("erases the image of a receipt whose payment was decided longer ago than the period, and keeps the payment", async () => {
    const restore = await openRegistration(admin);
    try {
      const day = 86_400_000;
      const payer = await newAuthor('receiptimage');
      const billing = { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' };
      expect((await call('POST', '/api/participants/registration', { token: payer.token, json: { category: 'faculty', attendance: 'online', paperIds: [], billing } })).status).toBe(200);
      const reference = String(Date.now()).slice(-12);
      const paid = await call<{ id: string }>('POST', '/api/participants/payments', { token: payer.token, body: form({ amount: '413000', date: '2025-08-14', reference }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
      expect(paid.status).toBe(200);
      const id = paid.body.id;
      expect((await call('POST', `/api/admin/payments/${id}/reject`, { token: admin, json: { reason: 'The amount does not match the bank statement.' } })).status).toBe(200);
      const storePath = (await db.doc(`payments/${id}`).get()).get('receiptStorePath') as string;
      expect(await fileStore().exists(storePath)).toBe(true);

      // Decided a day short of the period: kept. Decided a day past it: the image goes.
      const decidedAt = (months: number, days: number) => new Date(monthsBefore(now, months).getTime() + days * day).toISOString();
      await db.doc(`payments/${id}`).update({ decidedAt: decidedAt(defaultPrivacy.periods.receiptImages, 1) });
      expect((await runRetention({ now })).classes.receiptImages?.examples).not.toContain(`payments/${id}`);
      expect(await fileStore().exists(storePath)).toBe(true);
      await db.doc(`payments/${id}`).update({ decidedAt: decidedAt(defaultPrivacy.periods.receiptImages, -1) });
      const run = await runRetention({ now });
      expect(run.classes.receiptImages).toMatchObject({ erased: 1, examples: [`payments/${id}`] });

      expect(await fileStore().exists(storePath)).toBe(false);
      const stored = (await db.doc(`payments/${id}`).get()).data();
      expect(stored).toMatchObject({ receiptStorePath: '', receiptErasedAt: now.toISOString(), reference, state: 'rejected', declared: 413000 });
      const receipt = await fetch(`${siteUrl}/api/participants/payments/${id}/receipt`, { headers: { Authorization: `Bearer ${admin}` } });
      expect(receipt.status).toBe(410);
      expect(((await receipt.json()) as { message: string }).message).toBe(Messages.receiptErased(formatDate(now.toISOString())));
      const mine = await call<{ payments: Array<{ id: string; receiptErasedAt: string | null }> }>('GET', '/api/participants/me', { token: payer.token });
      expect(mine.body.payments).toEqual([expect.objectContaining({ id, receiptErasedAt: now.toISOString() })]);
      expect((await runRetention({ now })).classes.receiptImages?.erased).toBe(0);
    } finally {
      expect(await restore(admin)).toBe(200);
    }
  });

  it('erases a rejected or withdrawn paper whole once its period has passed since its last change, and keeps a younger one', async () => {
    const author = await newAuthor('unsuccessful');
    const [rejected, withdrawn, young] = [await submitManuscript(author.token), await submitManuscript(author.token), await submitManuscript(author.token)];
    await decidePaper(admin, rejected, 'retentionrejected', 'Rejected');
    // The reviews sent to the author: the comments PDF is made.
    expect((await call('POST', '/api/admin/sendreview', { token: admin, json: { paperId: rejected } })).status).toBe(200);
    await decidePaper(admin, young, 'retentionyoung', 'Rejected');
    expect((await call('POST', `/api/authors/papers/${withdrawn}/withdraw`, { token: author.token, json: { reason: 'Submitted elsewhere.' } })).status).toBe(200);
    const paperOf = async (paperId: string) => (await db.doc(`papers/${paperId}`).get()).data() as PaperDoc;
    const decided = await paperOf(rejected);
    const rejectedFiles = [...Object.values(manuscriptStore(decided)), decided.reviewPdfStorePath].filter((path): path is string => Boolean(path));
    expect(rejectedFiles).toHaveLength(3);
    for (const path of rejectedFiles) expect(await fileStore().exists(path), path).toBe(true);
    // The two were last changed a second before the period's start; the third a second after it.
    const cutoff = monthsBefore(now, defaultPrivacy.periods.unsuccessfulSubmissions);
    await db.doc(`papers/${rejected}`).update({ lastUpdatedOn: new Date(cutoff.getTime() - second).toISOString() });
    await db.doc(`papers/${withdrawn}`).update({ lastUpdatedOn: new Date(cutoff.getTime() - second).toISOString() });
    await db.doc(`papers/${young}`).update({ lastUpdatedOn: new Date(cutoff.getTime() + second).toISOString() });
    const reviewOf = (await db.collection('reviews').where('paperId', '==', rejected).get()).docs.map((doc) => doc.ref.path);
    expect(reviewOf).toHaveLength(1);

    const dry = await runRetention({ now, dryRun: true });
    expect(dry.classes.unsuccessfulSubmissions).toMatchObject({ erased: 2, months: 12, cutoff: cutoff.toISOString() });
    expect(dry.classes.unsuccessfulSubmissions?.examples.sort()).toEqual([`papers/${rejected}`, `papers/${withdrawn}`].sort());
    expect(await exists(`papers/${rejected}`)).toBe(true);

    const run = await runRetention({ now });
    expect(run.classes.unsuccessfulSubmissions?.erased).toBe(2);
    for (const paperId of [rejected, withdrawn]) {
      for (const path of [`papers/${paperId}`, `manuscripts/${paperId}`, `paperIndex/${paperId}`]) expect(await exists(path), path).toBe(false);
      expect((await db.collection('reviews').where('paperId', '==', paperId).get()).size).toBe(0);
    }
    for (const path of rejectedFiles) expect(await fileStore().exists(path), path).toBe(false);
    expect(await exists(`papers/${young}`)).toBe(true);
    expect(await exists(`manuscripts/${young}`)).toBe(true);
    // The author's list no longer holds them; the young one stays.
    const uid = (await adminAuth.getUserByEmail(author.email)).uid;
    const mine = await call<{ manuscripts: Array<{ paperId: string }> }>('GET', ApiPaths.manuscriptsByAuthor(uid), { token: author.token });
    expect(mine.body.manuscripts.map((paper) => paper.paperId)).toEqual([young]);
    // The runs of this file share one moment, so their entries are told apart by what they erased.
    expect(await runs()).toContainEqual(expect.objectContaining({ after: expect.objectContaining({ unsuccessfulSubmissions: { erased: 2, before: cutoff.toISOString() } }) }));
    expect((await runRetention({ now })).classes.unsuccessfulSubmissions?.erased).toBe(0);
  });

  it('erases the reviewing of the accepted papers and the registrations once the conference ended longer ago than their periods, and keeps the papers and invoices', async () => {
    const author = await newAuthor('reviewingretention');
    const uid = (await adminAuth.getUserByEmail(author.email)).uid;
    const paperId = await acceptedPaper(admin, author.token, 'retentionreviewing');
    expect((await call('POST', '/api/admin/sendreview', { token: admin, json: { paperId } })).status).toBe(200);
    const restore = await openRegistration(admin);
    try {
      const billing = { name: 'Ilse Marttinen', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' };
      expect((await call('POST', '/api/participants/registration', { token: author.token, json: { category: 'faculty', attendance: 'online', paperIds: [paperId], billing } })).status).toBe(200);
      const paid = await call<{ id: string }>('POST', '/api/participants/payments', { token: author.token, body: form({ amount: '413000', date: now.toISOString().slice(0, 10), reference: `8${String(Date.now()).slice(-11)}` }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
      expect((await call('POST', `/api/admin/payments/${paid.body.id}/verify`, { token: admin })).status).toBe(200);
      const before = (await db.doc(`papers/${paperId}`).get()).data() as PaperDoc;
      expect(before.submittedReviews).toBe(1);
      const commentsPdf = before.reviewPdfStorePath!;
      expect(await fileStore().exists(commentsPdf)).toBe(true);

      // The conference a month ahead: neither period has begun.
      const early = await runRetention({ now, dryRun: true });
      expect([early.classes.reviews?.erased, early.classes.registrations?.erased]).toEqual([0, 0]);

      // The conference ended about two and a half years ago: the reviews' 24 months and the registrations' 12 have passed.
      expect((await call('PUT', '/api/admin/calendar', { token: admin, json: plannedCalendar(monthsBefore(now, 34), 'Asia/Kolkata') })).status).toBe(200);
      const run = await runRetention({ now });
      expect(run.classes.reviews?.erased).toBeGreaterThanOrEqual(1);
      expect(run.classes.registrations?.erased).toBeGreaterThanOrEqual(1);
      const after = (await db.doc(`papers/${paperId}`).get()).data() as PaperDoc;
      expect(after).toMatchObject({ status: 'Accepted', title: before.title, reviewers: [], reviewerIds: [], reviewerEmails: [], submittedReviews: 0, reviewPdfPath: null, reviewPdfStorePath: null });
      expect((await db.collection('reviews').where('paperId', '==', paperId).get()).size).toBe(0);
      expect(await fileStore().exists(commentsPdf)).toBe(false);
      expect(await fileStore().exists(manuscriptStore(after).original)).toBe(true);
      expect((await db.doc(`manuscripts/${paperId}`).get()).get('commentsPath')).toBeNull();
      expect(await exists(`participants/${uid}`)).toBe(false);
      // The tax invoice keeps its number and its buyer, as the law requires.
      expect((await db.doc(`payments/${paid.body.id}`).get()).data()).toMatchObject({ state: 'verified', document: { recipient: expect.objectContaining({ name: billing.name, gstin: billing.gstin }) } });
      const again = await runRetention({ now });
      expect([again.classes.reviews?.erased, again.classes.registrations?.erased]).toEqual([0, 0]);
    } finally {
      expect(await restore(admin)).toBe(200);
    }
  }, 180_000);

  it('erases an author or reviewer account unused for the period, as on request, and never a recent one or an admin', async () => {
    const cutoff = monthsBefore(now, defaultPrivacy.periods.inactiveAccounts);
    const old = (days: number) => new Date(cutoff.getTime() - days * 86_400 * second).toUTCString();
    const stamp = String(Date.now());
    const accounts = [
      { uid: `idle-author-${stamp}`, role: 'author', creationTime: old(400), lastSignInTime: old(1) },
      { uid: `idle-reviewer-${stamp}`, role: 'reviewer', creationTime: old(30), lastSignInTime: undefined },
      { uid: `idle-admin-${stamp}`, role: 'admin', creationTime: old(400), lastSignInTime: old(400) },
    ];
    // Imported with their history, as a restored user database would bring them.
    const imported = await adminAuth.importUsers(accounts.map(({ uid, role, creationTime, lastSignInTime }) => ({ uid, email: `${uid}@retention.example.org`, customClaims: { role }, metadata: { creationTime, ...(lastSignInTime ? { lastSignInTime } : {}) } })));
    expect(imported.failureCount).toBe(0);
    for (const { uid, role } of accounts) await db.doc(`users/${uid}`).set({ uid, role, name: `Idle ${role}`, email: `${uid}@retention.example.org`, createdAt: old(400) });
    const recent = await newAuthor('recentlyused');
    const recentUid = (await adminAuth.getUserByEmail(recent.email)).uid;

    const dry = await runRetention({ now, dryRun: true });
    expect(dry.classes.inactiveAccounts?.erased).toBe(2);
    expect(dry.classes.inactiveAccounts?.examples.sort()).toEqual([`users/${accounts[0]!.uid}`, `users/${accounts[1]!.uid}`].sort());
    expect(await exists(`users/${accounts[0]!.uid}`)).toBe(true);

    const run = await runRetention({ now });
    expect(run.classes.inactiveAccounts?.erased).toBe(2);
    for (const { uid } of accounts.slice(0, 2)) {
      expect(await exists(`users/${uid}`)).toBe(false);
      await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
    expect(await exists(`users/${accounts[2]!.uid}`)).toBe(true);
    expect(await exists(`users/${recentUid}`)).toBe(true);
    expect((await runRetention({ now })).classes.inactiveAccounts?.erased).toBe(0);
    await adminAuth.deleteUser(accounts[2]!.uid);
    await db.doc(`users/${accounts[2]!.uid}`).delete();
  });

  it('lists from the command line what it would erase on another day, changing nothing', async () => {
    const inTwoYears = new Date(now.getTime() + 2 * 366 * 86_400 * second);
    const entry = await auditAt(monthsBefore(now, 1), 'a month old');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/retention.ts', '--dry-run', '--at', inTwoYears.toISOString()], { env: process.env });
    expect(stdout).toContain(`Would erase, as of ${inTwoYears.toISOString()}:`);
    expect(stdout).toMatch(/ {2}Audit log: [1-9]\d* \(kept 12 months; everything before /);
    expect(stdout).toContain('Not erased by this run yet: Payments and tax invoices.');
    expect(await exists(entry)).toBe(true);
    await expect(promisify(execFile)('npx', ['tsx', 'scripts/retention.ts', '--at', 'next tuesday'], { env: process.env })).rejects.toMatchObject({ code: 2 });
  });
});
