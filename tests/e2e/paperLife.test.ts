// A paper's life after submission as its people meet it in the browser: the author corrects the title
// on the Change Paper form and later withdraws the paper; the reviewer sees each paper's due date (and
// that one is overdue) and makes a calendar link; the chair sees the overdue review in Paper Management,
// restores the withdrawn paper, and switches the automatic reminders on. The calendar is put back afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Messages, plannedCalendar, type CalendarValues } from '@confsys/domain';
import { chairPage, cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { call, currentCalendar, demo, form, loginAs, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { reviewerAccount, submitManuscript } from '../support/world';

const day = 86_400_000;
let browser: Browser;
let original: CalendarValues;
let chair: string;

beforeAll(async () => {
  browser = await launchBrowser();
  original = await currentCalendar();
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() + 20 * day), 'Asia/Kolkata') })).status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await call('PUT', '/api/admin/reminders/automatic', { token: chair, json: { enabled: false, daysBefore: 3 } });
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: original })).status).toBe(200);
  expect(cspViolations()).toEqual([]);
});

describe("a paper's life after submission", () => {
  it('is corrected by its author on the Change Paper form, then withdrawn from the dashboard, and restored by the chair', async () => {
    const author = await newAuthor('lena');
    const paperId = await submitManuscript(author.token);
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, '/authorlogin', author.email, author.password, 'Email');
    await page.waitForURL('**/authordashboard/**');

    await page.getByRole('link', { name: `Change paper ${paperId}` }).click();
    await page.waitForURL(`**/author/papers/${paperId}/edit`);
    await expect.poll(() => page.getByText(/^Papers can be changed until .* IST.*left\.$/).count()).toBe(1);
    const title = page.getByLabel('Title', { exact: false }).first();
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('Learning to schedule edge workloads, corrected');
    // Submitted through the API without topics, like a paper from before topics: the form asks for them.
    await page.getByRole('checkbox', { name: 'Cloud, Edge and Fog Computing' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText(Messages.paperEdited(paperId)).count()).toBe(1);

    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await page.waitForURL('**/authordashboard**');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(paperId) }).textContent()).toContain('Learning to schedule edge workloads, corrected');
    await page.getByRole('button', { name: `Withdraw paper ${paperId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Paper' });
    await dialog.getByLabel('Reason for the chair (optional)').fill('We need another month of experiments.');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => page.getByText(Messages.paperWithdrawn(paperId)).count()).toBe(1);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(paperId) }).textContent()).toContain('Withdrawn');
    expect(await page.getByRole('link', { name: `Change paper ${paperId}` }).count()).toBe(0);
    await page.context().close();

    const admin = await chairPage(browser);
    await admin.goto(`/admin/papers?q=${paperId}`);
    await admin.getByRole('button', { name: `Restore ${paperId}` }).click();
    await admin.getByRole('dialog', { name: 'Restore Paper' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => admin.getByText(Messages.paperRestored(paperId, 'Submitted')).count()).toBe(1);
    await expect.poll(() => admin.getByRole('button', { name: `Assign reviewer to ${paperId}` }).count()).toBe(1);
    await admin.context().close();
  });

  it("shows the reviewer each paper's due date, and the chair the overdue review", async () => {
    const author = await newAuthor('mira');
    const account = await reviewerAccount('vera', true);
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: chair,
      body: form({ name: 'Vera Reviewer', affiliation: 'Institute of Due Dates', email: account.email, researchArea: 'Systems' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
    });
    const ontime = await submitManuscript(author.token);
    const overdue = await submitManuscript(author.token);
    for (const paperId of [ontime, overdue]) expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: added.body.id } })).status).toBe(200);
    // The calendar's review deadline passes; the chair had given one of the reviews ten more days.
    expect((await call('PUT', `/api/admin/papers/${ontime}/reviewers/${added.body.id}/due`, { token: chair, json: { dueAt: new Date(Date.now() + 10 * day).toISOString() } })).status).toBe(200);
    const past = plannedCalendar(new Date(Date.now() - 2 * day), 'Asia/Kolkata');
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: { ...past, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null, submissionDeadline: new Date(Date.now() - 2 * day).toISOString(), reviewDeadline: new Date(Date.now() - day).toISOString() } })).status).toBe(200);

    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, '/reviewerlogin', account.email, 'Review@123', 'Email');
    await page.waitForURL('**/reviewer**');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(ontime) }).textContent()).toMatch(/Due .* IST \((9|10) days( \d+ hours?)? left\)/);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(overdue) }).textContent()).toMatch(/Overdue: it was due .* IST/);

    await page.getByRole('button', { name: 'Make my calendar link' }).click();
    const link = page.getByLabel('Your calendar link');
    await expect.poll(() => link.inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/calendar-feeds\/[0-9a-f]{64}\/due-dates\.ics$/);
    const feed = await fetch(await link.inputValue());
    expect(await feed.text()).toContain(`Review due: ${overdue}`);
    await page.context().close();

    const admin = await chairPage(browser);
    await admin.goto(`/admin/papers?q=${overdue}`);
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(overdue) }).textContent()).toContain('1 overdue');

    await admin.goto('/admin/profile?section=notifications');
    const section = admin.getByRole('region', { name: 'Automatic reminders' });
    await section.getByRole('switch', { name: 'Remind reviewers of missing reviews automatically' }).check();
    await section.getByLabel('Days before the due date', { exact: false }).fill('2');
    await section.getByRole('button', { name: 'Save Reminder Settings' }).click();
    await expect.poll(() => section.getByText(Messages.reminderSettingsSaved(true, 2)).count()).toBe(1);
    await admin.context().close();
  });
});
