// The admin's Email screen and reminders in the browser: every message with its delivery state, a
// filter kept in the URL, a preview of what was sent, Resend of a failed message that then arrives in
// the inbox; Remind reviewers previews who gets a reminder and sends exactly those; the Notifications
// switch on Settings is saved for the whole conference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MailState, pendingDelivery } from '@confsys/domain';
import { db } from '../support/admin';
import { chairPage, closeBrowser, launchBrowser } from '../support/browser';
import { sample } from '../support/documents';
import { call, demo, form, loginAs, newAuthor, newReviewer, uniqueEmail } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { mailTo, onlyMailTo, settled } from '../support/mail';
import { authorBlock, manuscriptFields, reviewerRecordFields, submitManuscript } from '../support/world';

let browser: Browser;
let page: Page;
let chair: string;
let paperId: string;
let failed: { id: string; subject: string; to: string };
let late: { email: string; name: string };

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const author = await newAuthor('inbox');
  paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ email: author.email })]) }));

  // A reviewer whose review is missing, for the reminder.
  const reviewer = await newReviewer('Latha');
  late = { email: reviewer.email, name: `Latha ${randomUUID().slice(0, 6)}` };
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name: late.name, email: reviewer.email, affiliation: 'Hill Institute' }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(record.status).toBe(201);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record.body.id } })).status).toBe(200);

  // A message whose delivery failed (as when the SMTP server was down).
  const now = new Date().toISOString();
  failed = { id: '', subject: `Bounced ${randomUUID().slice(0, 8)}`, to: uniqueEmail('bounced') };
  const ref = await db.collection('mail').add({
    ...sample.mail({ to: [failed.to], createdAt: now, message: { subject: failed.subject, text: 'Sent again.', html: '<p>Sent again.</p>' } }),
    delivery: { ...pendingDelivery(now), state: MailState.Error, attempts: 5, error: 'connect ECONNREFUSED 127.0.0.1:1025' },
  });
  failed.id = ref.id;

  browser = await launchBrowser();
  // The chair's screen is 1366 px wide: every action of the grid must be in view there.
  page = await chairPage(browser);
});

afterAll(async () => {
  await call('POST', '/api/admin/notificationsettings', { token: chair, json: { notifications: 'enabled' } });
  await closeBrowser(browser);
});

const grid = () => page.getByRole('grid', { name: 'Messages' });
const rowOf = (text: string) => grid().getByRole('row').filter({ hasText: text });

describe('the Email screen', () => {
  it('lists the messages with their delivery state, and previews what was sent', async () => {
    await page.getByRole('link', { name: 'Email' }).click();
    await page.waitForURL('**/admin/email');
    const submission = rowOf(`manuscript ${paperId} received`);
    await expect.poll(() => submission.textContent(), { timeout: 30_000 }).toContain('Sent');

    const box = (await grid().boundingBox())!;
    const preview = (await submission.getByRole('button', { name: /^Preview/ }).boundingBox())!;
    expect(preview.x + preview.width, 'Preview is within the grid at 1366 px').toBeLessThanOrEqual(box.x + box.width);

    await submission.getByRole('button', { name: /^Preview/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Message preview' });
    await expect.poll(() => dialog.textContent()).toContain(`Paper ID: ${paperId}`);
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.contentFrame().getByText(paperId).count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('filters failed messages in the URL, and Resend delivers one to the inbox', async () => {
    await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Failed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('ERROR');
    const row = rowOf(failed.subject);
    await expect.poll(() => row.textContent()).toContain('ECONNREFUSED');
    // The previous rows stay, dimmed, until the filtered page arrives.
    await expect.poll(() => rowOf(`manuscript ${paperId} received`).count()).toBe(0);

    await page.reload();
    await expect.poll(() => row.textContent()).toContain('Failed');
    const box = (await grid().boundingBox())!;
    const resend = (await row.getByRole('button', { name: /^Resend/ }).boundingBox())!;
    expect(resend.x + resend.width, 'Resend is within the grid at 1366 px').toBeLessThanOrEqual(box.x + box.width);
    await row.getByRole('button', { name: /^Resend/ }).click();
    await expect.poll(() => page.getByText('The message is queued again.').count()).toBe(1);
    expect((await settled(failed.id)).delivery.state).toBe(MailState.Success);
    await onlyMailTo(failed.to, failed.subject);

    await page.getByRole('group', { name: 'Show messages' }).getByRole('button', { name: 'Sent' }).click();
    await expect.poll(() => rowOf(failed.subject).count(), { timeout: 20_000 }).toBe(1);
  });
});

describe('Remind reviewers', () => {
  it('shows who will be reminded before sending, then sends to them', async () => {
    await page.goto('/admin/papers');
    await page.getByRole('button', { name: 'Remind reviewers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind reviewers' });
    const lathasList = dialog.getByRole('list', { name: `Reviews missing from ${late.name}` });
    // The preview reads every missing review of the conference: after the other suites that is many, so it may take a few seconds.
    await expect.poll(() => lathasList.textContent(), { timeout: 15_000 }).toContain(paperId);
    expect(await dialog.textContent()).toContain(late.email);
    expect(await mailTo(late.email, 'reminder')).toHaveLength(0);

    await dialog.getByRole('button', { name: /^Send \d+ reminders?$/ }).click();
    await expect.poll(() => page.getByText(/queued for \d+ reviewers?|A reminder is queued/).count()).toBe(1);
    const reminder = await onlyMailTo(late.email, 'reminder');
    expect(reminder.text).toContain(paperId);
  });
});

describe('the Notifications switch', () => {
  it('is saved for the whole conference from Settings', async () => {
    await page.goto('/admin/profile?section=notifications');
    const group = page.getByRole('radiogroup', { name: 'Notifications' });
    await expect.poll(() => group.getByRole('radio', { name: 'Enabled' }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'Disabled' }).check();
    await page.getByRole('button', { name: 'Save Notifications' }).click();
    await expect.poll(() => page.getByText('Notifications are off').count()).toBe(1);
    const stored = await call<{ notifications: string }>('GET', '/api/admin/notificationsettings', { token: chair });
    expect(stored.body.notifications).toBe('disabled');

    await page.reload();
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Notifications' }).getByRole('radio', { name: 'Disabled' }).isChecked()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Notifications' }).getByRole('radio', { name: 'Enabled' }).check();
    await page.getByRole('button', { name: 'Save Notifications' }).click();
    await expect.poll(() => page.getByText('Notifications are on').count()).toBe(1);
  });
});
