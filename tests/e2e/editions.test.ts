// Editions as the chair and an author meet them: on Settings the chair previews ICCS 2027 from the current
// edition (the calendar a year later, the fees, the identity), makes it as a draft and opens it; an
// author who submits then finds ICCS27-0001 on their dashboard, read from the new edition's documents,
// and their accepted ICCS 2025 paper below it under ICCS 2025 (archived), its reviews still opening; the
// chair reads ICCS 2025's papers on the admin screens, read-only. A visitor finds ICCS 2025 under Past
// editions, with its accepted papers and programme, within the public pages' JavaScript budget. The built edition is current again afterwards. (The API suite rolls over to ICCS 2026: a number the
// functions claimed there is not given again, so each suite has its own edition.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { builtEdition, plannedCalendar } from '@confsys/domain';
import { recountAndStore } from '../../functions/src/lib/dashboard/stats';
import { db } from '../support/admin';
import { chairPage, cspViolations, fileOpenedInTab, launchBrowser, newPage, signIn } from '../support/browser';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { keepConfig } from '../support/config';
import { describeScripts, publicScriptBudgetKb, recordScripts, scriptKb } from '../support/pageWeight';
import { decidePaper, manuscriptFields, submitManuscript } from '../support/world';

let browser: Browser;
let author = { email: '', password: '', token: '' };
let oldPaper = '';
let restoreConfig: (chair: string) => Promise<number | null>;
const oldTitle = `Archived in the browser ${Date.now()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  restoreConfig = await keepConfig(['config/programme']);
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  // A calendar whose submissions are open, which the new edition takes a year later.
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  author = await newAuthor('edie');
  // Edie's ICCS 2025 paper is accepted, in the programme, and the decisions are public (notified yesterday).
  oldPaper = await submitManuscript(author.token, manuscriptFields({ title: oldTitle }));
  await decidePaper(chair, oldPaper, 'ediereview');
  expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId: oldPaper } })).status).toBe(200);
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 71 * 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  const session = { id: 'archive-e2e', kind: 'session', title: 'Archived session in the browser', room: 'Seminar hall 2', online: false, start: '2025-09-18T14:00:00+05:30', end: '2025-09-18T15:30:00+05:30', chair: 'Dr. A. Ramesh', paperIds: [oldPaper] };
  expect((await call('PUT', '/api/admin/programme', { token: chair, json: { sessions: [session] } })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await db.recursiveDelete(db.doc('editions/iccs-2027'));
  await db.doc(`editions/${builtEdition.id}`).delete();
  await recountAndStore();
  expect(await restoreConfig(await loginAs('admin', demo.admin.username, demo.admin.password))).toBe(200);
  expect(cspViolations()).toEqual([]);
}, 120_000);

describe('the next edition', () => {
  it('is previewed, made and opened on Settings, and an author submits to it', async () => {
    const page = await chairPage(browser);
    await page.goto('/admin/profile?section=editions');
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

    // The chair reads ICCS 2025 on the admin screens: its papers, with a banner saying it is read-only.
    await page.goto(`/admin/papers?q=${oldPaper}`);
    await page.getByRole('combobox', { name: 'Edition' }).click();
    await page.getByRole('option', { name: 'ICCS 2025 (archived)' }).click();
    await expect.poll(() => page.getByText('You are reading ICCS 2025, archived', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(oldPaper) }).count(), { timeout: 20_000 }).toBe(1);
    // A reload stays in the archive; the way back lists the current edition's papers again.
    await page.reload();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(oldPaper) }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Back to ICCS 2027' }).click();
    await expect.poll(() => page.getByText('You are reading ICCS 2025', { exact: false }).count()).toBe(0);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(oldPaper) }).count(), { timeout: 20_000 }).toBe(0);

    // A choice the registry no longer lists as archived (another tab, another database) is dropped: no
    // request names it, and the list is the current edition's.
    await page.evaluate(() => sessionStorage.setItem('readingEdition', JSON.stringify({ id: 'iccs-1999', name: 'ICCS 1999', layout: 'nested' })));
    await page.reload();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('readingEdition')), { timeout: 20_000 }).toBeNull();
    expect(await page.getByText('You are reading ICCS 1999', { exact: false }).count()).toBe(0);
    await expect.poll(() => page.getByRole('combobox', { name: 'Edition' }).textContent()).toContain('ICCS 2027');

    // Reading the archive is the chair's choice: an author who signs in in the same tab acts on the current edition.
    await page.getByRole('combobox', { name: 'Edition' }).click();
    await page.getByRole('option', { name: 'ICCS 2025 (archived)' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('readingEdition'))).toContain('iccs-2025');
    await signIn(page, '/authorlogin', author.email, author.password, 'Email');
    await page.waitForURL(/\/authordashboard\/\w+$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('readingEdition'))).toBeNull();
    await page.context().close();

    // Until the new edition has dates, the public pages say they are to be announced, not the last edition's.
    const copied = (await db.doc('editions/iccs-2027/config/calendar').get()).data();
    expect(copied).toBeDefined();
    await db.doc('editions/iccs-2027/config/calendar').delete();
    const visitor = await newPage(browser);
    await visitor.goto('/');
    await expect.poll(() => visitor.getByText('The dates of ICCS 2027 are to be announced.').count(), { timeout: 20_000 }).toBe(1);
    expect(await visitor.getByRole('banner').getByText(/^Dates to be announced · /).count()).toBe(1);
    expect(await visitor.getByText(/Sep 2025/).count()).toBe(0);
    // The tab names the current edition, not the one the site was built with.
    expect(await visitor.title()).toBe('Home | ICCS 2027');
    await visitor.context().close();
    await db.doc('editions/iccs-2027/config/calendar').set(copied!);

    // The new edition's calendar is the old one a year later; submissions open now for the test.
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
    expect(await submitManuscript(author.token)).toBe('ICCS27-0001');

    const authorPage = await newPage(browser, { width: 1366, height: 900 });
    await signIn(authorPage, '/authorlogin', author.email, author.password, 'Email');
    await authorPage.waitForURL(/\/authordashboard\/\w+$/);
    await expect.poll(() => authorPage.getByRole('rowheader', { name: 'ICCS27-0001' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await authorPage.getByRole('table', { name: 'Your submissions', exact: true }).getByRole('rowheader', { name: oldPaper }).count()).toBe(0);

    // Her ICCS 2025 paper is below, under its edition, read-only: its reviews still open.
    const archived = authorPage.getByRole('table', { name: 'Your submissions to ICCS 2025' });
    await expect.poll(() => archived.getByRole('rowheader', { name: oldPaper }).count(), { timeout: 20_000 }).toBe(1);
    const row = archived.getByRole('row', { name: new RegExp(oldPaper) });
    expect(await row.getByText('Accepted', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
    expect(await row.getByRole('link', { name: /Payment for/ }).count()).toBe(0);
    // Her paper was accepted there: that edition's volume is hers to download.
    expect(await authorPage.getByRole('button', { name: 'Download the ICCS 2025 proceedings volume (PDF)' }).count()).toBe(1);
    const comments = await fileOpenedInTab(authorPage, () => row.getByRole('button', { name: `View PDF of reviewer comments for ${oldPaper}` }).click());
    expect(comments.url).toMatch(/^blob:/);
    expect(comments.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await authorPage.context().close();
  });

  it('keeps the archived edition public under Past editions: its accepted papers and programme', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Past editions' }).click();
    await page.waitForURL(/\/editions$/);
    await page.getByRole('list', { name: 'Archived editions' }).getByRole('link', { name: 'ICCS 2025' }).click();
    await page.waitForURL(/\/editions\/iccs-2025$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'ICCS 2025' }).count()).toBe(1);
    const accepted = page.getByRole('list', { name: 'Accepted papers' });
    await expect.poll(() => accepted.getByRole('heading', { name: oldTitle }).count(), { timeout: 20_000 }).toBe(1);
    const session = page.getByRole('article', { name: 'Archived session in the browser' });
    await expect.poll(() => session.getByText(`${oldPaper}: ${oldTitle}`).count()).toBe(1);
    // Its sessions are past: no calendar file is offered.
    expect(await page.getByRole('link', { name: /Add to calendar/ }).count()).toBe(0);

    // The current edition's address leads to the site's own pages; an unknown one says so.
    await page.goto('/editions/iccs-2027');
    await expect.poll(() => page.getByText('This is the current edition of the conference.').count()).toBe(1);
    await page.goto('/editions/iccs-1999');
    await expect.poll(() => page.getByText('No past edition of the conference has this address.').count()).toBe(1);
    await page.context().close();
  });

  it(`opens an archived edition's page in at most ${publicScriptBudgetKb} KB of JavaScript, without Firebase`, async () => {
    const page = await newPage(browser);
    const fetchedScripts = recordScripts(page);
    await page.goto('/editions/iccs-2025');
    await expect.poll(() => page.getByRole('list', { name: 'Accepted papers' }).getByRole('heading', { name: oldTitle }).count(), { timeout: 20_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    const scripts = await fetchedScripts();
    await page.context().close();
    expect(scripts.some((script) => script.text.includes('identitytoolkit'))).toBe(false);
    expect(scriptKb(scripts), describeScripts('/editions/iccs-2025', scripts)).toBeLessThanOrEqual(publicScriptBudgetKb);
  });
});
