// Editions as the chair and an author meet them: on Settings the chair previews ICCS 2027 from the current
// edition (the calendar a year later, the fees, the identity), makes it as a draft and opens it; an
// author who submits then finds ICCS27-0001 on their dashboard, read from the new edition's documents.
// The built edition is current again afterwards. (The API suite rolls over to ICCS 2026: a number the
// functions claimed there is not given again, so each suite has its own edition.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { builtEdition, plannedCalendar, type CalendarValues } from '@confsys/domain';
import { recountAndStore } from '../../functions/src/lib/dashboard/stats';
import { db } from '../support/admin';
import { cspViolations, launchBrowser, newPage, signIn, signInAsAdmin } from '../support/browser';
import { call, currentCalendar, demo, loginAs, newAuthor } from '../support/emulator';
import { submitManuscript } from '../support/world';

let browser: Browser;
let original: CalendarValues;
let author = { email: '', password: '', token: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  original = await currentCalendar();
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  // A calendar whose submissions are open, which the new edition takes a year later.
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  author = await newAuthor('edie');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await db.recursiveDelete(db.doc('editions/iccs-2027'));
  await db.doc(`editions/${builtEdition.id}`).delete();
  await recountAndStore();
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: original })).status).toBe(200);
  expect(cspViolations()).toEqual([]);
}, 120_000);

describe('the next edition', () => {
  it('is previewed, made and opened on Settings, and an author submits to it', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/profile');
    const section = page.getByRole('region', { name: 'Editions' });
    await expect.poll(() => section.getByRole('list', { name: 'Editions' }).getByText('ICCS 2025').count()).toBe(1);
    await expect.poll(() => section.getByLabel(/^Year/).inputValue()).toBe('2026');

    // A malformed acronym is refused in the form, with the API's message, before anything is sent.
    await section.getByLabel(/^Acronym/).fill('iccs');
    await section.getByRole('button', { name: 'Preview the next edition' }).click();
    await expect.poll(() => section.getByText('The acronym must be 2 to 10 capital letters or digits, starting with a letter (e.g. ICCS).').count()).toBe(1);
    await section.getByLabel(/^Acronym/).fill('ICCS');
    await section.getByLabel(/^Year/).fill('2027');
    await section.getByRole('checkbox', { name: /^Review settings/ }).uncheck();

    await section.getByRole('button', { name: 'Preview the next edition' }).click();
    const preview = page.getByRole('dialog', { name: 'Make ICCS 2027' });
    await expect.poll(() => preview.getByText('Its paper IDs start at ICCS27-0001.', { exact: false }).count()).toBe(1);
    expect(await preview.getByText('From ICCS 2025, every date 12 months later.').count()).toBe(1);
    expect(await preview.getByText(/^Not copied: Review settings/).count()).toBe(1);
    expect((await db.doc('editions/iccs-2027').get()).exists).toBe(false);
    await preview.getByRole('button', { name: 'Make ICCS 2027 as a draft' }).click();
    await expect.poll(() => section.getByRole('alert').filter({ hasText: 'ICCS 2027 is made as a draft' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await section.getByRole('button', { name: 'Open ICCS 2027' }).click();
    const confirm = page.getByRole('dialog', { name: 'Open ICCS 2027?' });
    await expect.poll(() => confirm.getByText(/ICCS 2025 is archived: it can still be read/).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Open ICCS 2027' }).click();
    await expect.poll(() => section.getByRole('alert').filter({ hasText: 'ICCS 2027 is now the current edition.' }).count()).toBe(1);
    await expect.poll(() => section.getByText('Archived: read-only').count()).toBe(1);
    await page.context().close();

    // The new edition's calendar is the old one a year later; submissions open now for the test.
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
    expect(await submitManuscript(author.token)).toBe('ICCS27-0001');

    const authorPage = await newPage(browser, { width: 1366, height: 900 });
    await signIn(authorPage, '/authorlogin', author.email, author.password, 'Email');
    await authorPage.waitForURL(/\/authordashboard\/\w+$/);
    await expect.poll(() => authorPage.getByRole('rowheader', { name: 'ICCS27-0001' }).count(), { timeout: 20_000 }).toBe(1);
    await authorPage.context().close();
  });
});
