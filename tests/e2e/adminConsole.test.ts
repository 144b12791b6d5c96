// The admin console in the browser: the count cards equal a recount, papers.csv downloads with the
// papers, the sidebar collapses and stays so, and the dark theme survives a reload.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { computeStats } from '../../functions/src/lib/dashboard/stats';
import { db } from '../support/admin';
import { closeBrowser, launchBrowser, newPage, signInAsAdmin } from '../support/browser';
import { call, form, newAuthor } from '../support/emulator';
import { pdfBytes, words } from '../support/files';

const trickyTitles = ['Commas, "quotes" and more', '=HYPERLINK("http://example.org")'];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const author = await newAuthor('console');
  for (const title of trickyTitles) {
    const authors = [{ name: 'Csv Author', email: 'csv@example.org', organization: 'Org', phone: '9000000003', gender: 'Male', state: 'S', country: 'C' }];
    await call('POST', '/api/authors/submit', {
      token: author.token,
      body: form({ authorsDetails: JSON.stringify(authors), title, abstract: words(151), keywords: 'a, b, c, d' }, { file: [await pdfBytes(), 'p.pdf'] }),
    });
  }
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(() => closeBrowser(browser));

const count = (name: string) => page.getByTestId(`count-${name}`).textContent();

describe('admin console', () => {
  it('shows the three counts of a full recount', async () => {
    const stats = await computeStats();
    await expect.poll(() => count('reviewers')).toBe(String(stats.reviewers));
    await expect.poll(() => count('authors')).toBe(String(stats.authors));
    await expect.poll(() => count('published')).toBe(String(stats.statusCounts.Published));
    for (const chart of ['Counts Overview', 'Monthly Submissions', 'Paper Status Overview']) {
      expect(await page.getByRole('figure', { name: chart }).count()).toBe(1);
    }
    // The months are named on the axis ("Nov 2026"), and every count's number is on its bar.
    const monthly = page.getByRole('figure', { name: 'Monthly Submissions' });
    await expect.poll(() => monthly.getByText(/^[A-Z][a-z]{2} \d{4}$/).count()).toBeGreaterThan(0);
    expect(await monthly.getByText(/^Month \d+$/).count()).toBe(0);
    const counts = page.getByRole('figure', { name: 'Counts Overview' });
    for (const value of [stats.reviewers, stats.authors]) expect(await counts.getByText(value.toLocaleString('en'), { exact: true }).count()).toBeGreaterThan(0);
  });

  it('exports papers.csv with a header and one line per paper', async () => {
    const ids = (await db.collection('papers').select().get()).docs.map((doc) => doc.id);
    const papers = ids.length;
    expect(papers).toBeGreaterThan(0);
    const grid = page.getByRole('grid', { name: 'Submitted Papers' });
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('papers.csv');
    const text = await readFile(await file.path(), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Title,Author,Status,Date,Reviewers');
    expect(lines).toHaveLength(papers + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([...ids].sort());
    expect(text).toContain('"Commas, ""quotes"" and more",Csv Author,');
    // A title that looks like a formula is kept as text.
    expect(text).toContain(`"'=HYPERLINK(""http://example.org"")",Csv Author,`);
  });

  it('finds a reviewer by a search kept in the URL, a page of records at a time', async () => {
    await page.goto('/admin/reviewers');
    const grid = page.getByRole('grid', { name: 'Reviewers' });
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    // One header row and at most one page of 25 records, whatever the committee's size.
    expect(await grid.getByRole('row').count()).toBeLessThanOrEqual(26);
    await page.getByRole('searchbox', { name: 'Search reviewers' }).fill('demo reviewer');
    await page.waitForURL(/\/admin\/reviewers\?q=demo\+reviewer$/);
    await expect.poll(() => grid.getByRole('row', { name: /Demo Reviewer/ }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => grid.getByRole('row', { name: /Demo Reviewer/ }).count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search reviewers' }).inputValue()).toBe('demo reviewer');
  });

  it('collapses the sidebar to 70 px and keeps it collapsed after a reload', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const width = async () => (await sidebar.evaluate((element) => element.closest('.MuiDrawer-paper')?.getBoundingClientRect().width)) ?? 0;
    expect(await width()).toBe(250);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(70);
    await page.reload();
    await expect.poll(width).toBe(70);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(250);
  });

  it('asks before leaving a Settings section with changes not saved, and leaves only when told', async () => {
    await page.goto('/admin/profile?section=privacy');
    const form = page.getByRole('region', { name: 'Privacy' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.isEnabled()).toBe(true);
    const stored = await name.inputValue();
    await name.fill(`${stored} (acting)`);
    await expect.poll(() => form.getByText('Not saved yet', { exact: true }).count()).toBe(1);
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await sections.getByRole('link', { name: 'Calendar' }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    expect(await question.textContent()).toContain('The changes in Privacy are not saved.');
    // Staying keeps the section and what was typed.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?section=privacy');
    expect(await name.inputValue()).toBe(`${stored} (acting)`);
    // Leaving goes, and nothing was saved.
    await sections.getByRole('link', { name: 'Calendar' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/admin/profile?section=calendar');
    await page.getByRole('region', { name: 'Calendar', exact: true }).waitFor();
    await sections.getByRole('link', { name: 'Privacy' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Privacy' }).getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(stored);
  });

  it('switches to the dark theme, keeps it after a reload, and back', async () => {
    // The colour the admin area paints behind its content (the nearest ancestor with a background).
    const background = () =>
      page.getByRole('main').evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
        }
        return 'none';
      });
    const light = await background();
    await page.goto('/admin/profile?section=account');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await expect.poll(() => page.getByText('Your theme is saved: these screens now show it.').count()).toBe(1);
    await page.goto('/admin/dashboard');
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect.poll(background).toBe(dark);

    await page.goto('/admin/profile?section=account');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check();
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await expect.poll(() => page.getByText('Your theme is saved: these screens now show it.').count()).toBe(1);
    await page.reload();
    await page.goto('/admin/dashboard');
    await expect.poll(background).toBe(light);
  });
});
