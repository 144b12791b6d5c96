// The calendar as a chair and a visitor meet it: the chair moves the submission deadline on the Settings
// screen (as the conference's clock reads it), the change is in the history below the form, and the
// public home page shows the new date without a rebuild. The calendar is put back afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatDayIn, formatDeadlineIn, plannedCalendar, wallTimeIn, type CalendarValues } from '@confsys/domain';
import { chairPage, cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { call, currentCalendar, demo, loginAs } from '../support/emulator';
import { db } from '../../functions/src/lib/admin';
import { recordAudit } from '../../functions/src/lib/audit/audit';

let browser: Browser;
let original: CalendarValues;

beforeAll(async () => {
  browser = await launchBrowser();
  original = await currentCalendar();
});

afterAll(async () => {
  await browser?.close();
  const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  expect((await call('PUT', '/api/admin/calendar', { token: admin, json: original })).status).toBe(200);
  expect(cspViolations()).toEqual([]);
});

describe('the conference calendar', () => {
  it('is moved by the chair on the Settings screen and shows on the home page without a rebuild', async () => {
    const page = await chairPage(browser);
    await page.goto('/admin/profile?section=calendar');
    const deadline = page.getByLabel('Submission deadline', { exact: false }).first();
    await expect.poll(() => deadline.inputValue()).toBe(wallTimeIn(original.submissionDeadline, original.timeZone));

    // A day before the review deadline, at 18:45 on the conference's clock.
    const moved = new Date(Date.parse(original.reviewDeadline) - 24 * 60 * 60_000);
    const wall = `${wallTimeIn(moved.toISOString(), original.timeZone).slice(0, 10)}T18:45`;
    await deadline.fill(wall);
    await page.getByRole('button', { name: 'Save Calendar' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Calendar saved' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Submission deadline: .* → .* 18:45 /).count()).toBeGreaterThan(0);

    const stored = await currentCalendar();
    expect(wallTimeIn(stored.submissionDeadline, stored.timeZone)).toBe(wall);

    // The audit log: a change of every date (a calendar set for the first time) reads in a glance in its
    // row, the whole change a click away.
    const batch = db.batch();
    recordAudit(batch, { uid: 'calendar-e2e', email: demo.admin.email, role: 'admin' }, { action: 'calendar.update', target: 'calendar', before: null, after: stored });
    await batch.commit();
    await page.goto('/admin/audit?action=calendar.update');
    const first = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row').nth(1);
    await expect.poll(() => first.textContent(), { timeout: 20_000 }).toContain('Calendar changed');
    expect((await first.boundingBox())!.height, 'a calendar set whole is a row, not a wall').toBeLessThan(200);
    await first.getByRole('button', { name: /^Whole change of calendar/ }).click();
    const whole = page.getByRole('dialog', { name: 'Calendar changed: calendar' });
    await expect.poll(() => whole.getByRole('listitem').count()).toBe(Object.keys(stored).length);
    await whole.getByRole('button', { name: 'Close' }).click();

    // The home page: the prerendered dates are the edition's; the current ones replace them.
    const visitor = await newPage(browser, { width: 1366, height: 900 });
    await visitor.goto('/');
    const row = visitor.getByRole('row', { name: /Paper submission deadline/ });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(formatDayIn(stored.submissionDeadline, stored.timeZone));
    await page.context().close();
    await visitor.context().close();
  });

  it('refuses a date out of order in the form, naming the two dates, and saves nothing', async () => {
    const page = await chairPage(browser);
    await page.goto('/admin/profile?section=calendar');
    const before = await currentCalendar();
    const end = page.getByLabel('Conference ends', { exact: false });
    await expect.poll(() => end.inputValue()).not.toBe('');
    await end.fill(`${wallTimeIn(before.conferenceStart, before.timeZone).slice(0, 10)}T00:00`);
    await page.getByRole('button', { name: 'Save Calendar' }).click();
    await expect.poll(() => page.getByText('Last day of the conference must be on or after the first day of the conference.').count()).toBeGreaterThan(0);
    expect(await currentCalendar()).toEqual(before);
    await page.context().close();
  });

  it('tells an author the deadline and the time left, and once it has passed disables Submit with the reason', async () => {
    const admin = await loginAs('admin', demo.admin.username, demo.admin.password);

    // Closed a minute ago, no grace: the form says so and Submit is disabled, with the reason beside it.
    // (A browser keeps the calendar it read for a minute, as the CDN does: the author signs in after the change.)
    const closed = plannedCalendar(new Date(Date.now() - 31 * 24 * 60 * 60_000), 'Asia/Kolkata');
    const closedCalendar = { ...closed, submissionDeadline: new Date(Date.now() - 60_000).toISOString() };
    expect((await call('PUT', '/api/admin/calendar', { token: admin, json: closedCalendar })).status).toBe(200);
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, '/authorlogin', demo.author.email, demo.author.password, 'Email');
    await page.waitForURL('**/authordashboard/**');
    await page.goto('/submitmanuscript');
    const reason = `Submissions closed on ${formatDeadlineIn(new Date(Date.parse(closedCalendar.submissionDeadline)).toISOString(), 'Asia/Kolkata')}.`;
    await expect.poll(() => page.getByText(`${reason} New papers can no longer be submitted.`).count()).toBe(1);
    const submitButton = page.getByRole('button', { name: 'Submit Manuscript' });
    expect(await submitButton.isDisabled()).toBe(true);
    await expect.poll(() => submitButton.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(`${reason} The Submit Manuscript button is disabled.`);

    await page.context().close();

    // Open again, a month ahead: the deadline and the time left. (A browser keeps the calendar it read
    // for a minute, as the CDN does: the author comes back in a fresh session.)
    const open = plannedCalendar(new Date(), 'Asia/Kolkata');
    expect((await call('PUT', '/api/admin/calendar', { token: admin, json: open })).status).toBe(200);
    const later = await newPage(browser, { width: 1366, height: 900 });
    await signIn(later, '/authorlogin', demo.author.email, demo.author.password, 'Email');
    await later.waitForURL('**/authordashboard/**');
    await later.goto('/submitmanuscript');
    await expect.poll(() => later.getByText(/^The submission deadline is .* IST.*: (29|30) days( \d+ hours?)? left\.$/).count()).toBe(1);
    expect(await later.getByRole('button', { name: 'Submit Manuscript' }).isDisabled()).toBe(false);
    await later.context().close();
  });

  it('grants an author an extension on the Settings screen, which the author’s form then counts down to, and revokes it', async () => {
    const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
    // Closed a minute ago for everyone.
    const closed = { ...plannedCalendar(new Date(Date.now() - 31 * 24 * 60 * 60_000), 'Asia/Kolkata'), submissionDeadline: new Date(Date.now() - 60_000).toISOString() };
    expect((await call('PUT', '/api/admin/calendar', { token: admin, json: closed })).status).toBe(200);

    const chair = await chairPage(browser);
    await chair.goto('/admin/profile?section=calendar');
    await chair.getByLabel('Author email').fill(demo.author.email);
    const until = wallTimeIn(new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(), 'Asia/Kolkata');
    await chair.getByLabel('Until', { exact: false }).fill(until);
    await chair.getByLabel('Reason', { exact: false }).fill('A power cut at the author’s institute on the last day.');
    await chair.getByRole('button', { name: 'Grant Extension' }).click();
    await expect.poll(() => chair.getByRole('alert').filter({ hasText: /^Extension granted until/ }).count()).toBe(1);
    await expect.poll(() => chair.getByText(`${demo.author.email}, for a new paper: until`, { exact: false }).count()).toBe(1);

    const author = await newPage(browser, { width: 1366, height: 900 });
    await signIn(author, '/authorlogin', demo.author.email, demo.author.password, 'Email');
    await author.waitForURL('**/authordashboard/**');
    await author.goto('/submitmanuscript');
    await expect.poll(() => author.getByText(/your extension lets you submit until .* IST: (2 days \d+ hours|3 days) left\.$/).count()).toBe(1);
    expect(await author.getByRole('button', { name: 'Submit Manuscript' }).isDisabled()).toBe(false);

    await chair.getByRole('button', { name: /^Revoke the extension of author@demo\.test/ }).click();
    await expect.poll(() => chair.getByRole('alert').filter({ hasText: 'Extension revoked.' }).count()).toBe(1);
    await chair.context().close();
    await author.context().close();
  });
});

