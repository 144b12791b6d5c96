// The retention run against the emulators, with its clock set: it erases the audit entries and the sent
// messages whose period (the chair's, never below the law's year) has passed, to the second, and nothing
// younger; a message still being sent stays; a dry run only counts; each run that erases is in the audit log,
// once, and a second run finds nothing. Seeded entries lie years back, where no other suite writes. A
// payment decided long enough ago loses its receipt's image and keeps the rest.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailState, Messages, defaultFeeTable, defaultPrivacy, formatDate, pendingDelivery, plannedCalendar, type AuditEntry, type MailDoc } from '@confsys/domain';
import { fileStore } from '../../functions/src/lib/fileStore';
import { monthsBefore, runRetention } from '../../functions/src/lib/privacy/retention';
import { db } from '../support/admin';
import { keepConfig } from '../support/config';
import { call, demo, form, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { pngBytes } from '../support/files';

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

beforeAll(async () => {
  admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  await db.doc('config/privacy').delete();
});

afterAll(async () => {
  await db.doc('config/privacy').delete();
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
    const restore = await keepConfig(['config/fees']);
    try {
      const day = 86_400_000;
      const calendar = { ...plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata'), earlyRegistrationDeadline: null, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, registrationDeadline: new Date(Date.now() + 20 * day).toISOString() };
      expect((await call('PUT', '/api/admin/calendar', { token: admin, json: calendar })).status).toBe(200);
      expect((await call('PUT', '/api/admin/fees', { token: admin, json: defaultFeeTable })).status).toBe(200);
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

  it('lists from the command line what it would erase on another day, changing nothing', async () => {
    const inTwoYears = new Date(now.getTime() + 2 * 366 * 86_400 * second);
    const entry = await auditAt(monthsBefore(now, 1), 'a month old');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/retention.ts', '--dry-run', '--at', inTwoYears.toISOString()], { env: process.env });
    expect(stdout).toContain(`Would erase, as of ${inTwoYears.toISOString()}:`);
    expect(stdout).toMatch(/ {2}Audit log: [1-9]\d* \(kept 12 months; everything before /);
    expect(stdout).toContain('Not erased by this run yet: Rejected and withdrawn submissions; Reviews and discussions of accepted papers; Registrations; Payments and tax invoices; Sign-in accounts not used.');
    expect(await exists(entry)).toBe(true);
    await expect(promisify(execFile)('npx', ['tsx', 'scripts/retention.ts', '--at', 'next tuesday'], { env: process.env })).rejects.toMatchObject({ code: 2 });
  });
});
