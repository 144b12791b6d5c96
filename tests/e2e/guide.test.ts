// The chair's guide is true to the site: every screen it opens has the page title it gives, and shows
// every name the guide writes in bold for it; the guide is served in the admin console (Help), its pages
// linked in order, its screenshots shown and its screen links leading to the screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settled } from '../support/accessibility';
import { chairPage, closeBrowser, launchBrowser } from '../support/browser';
import { call, demo, fullReview, loginAs, newAuthor } from '../support/emulator';
import { guideScreens, readGuide, screenShows } from '../support/guide';
import { submitManuscript } from '../support/world';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A paper under review by the demo reviewer, with the review submitted, whatever ran before: the paper
  // lists show a row with every action the guide describes.
  const paperId = await submitManuscript((await newAuthor('guide')).token);
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer' } })).status).toBe(200);
  const reviewer = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewer, json: fullReview(paperId) })).status).toBe(200);
  browser = await launchBrowser();
  page = await chairPage(browser);
});

afterAll(() => closeBrowser(browser));

describe.each(guideScreens().map((screen) => [screen.path, screen] as const))('the guide on %s', (_path, screen) => {
  it(`is titled "${screen.title}" and shows every name the guide gives it`, async () => {
    await page.goto(screen.path);
    await settled(page);
    expect((await page.title()).split(' | ')[0]).toBe(screen.title);
    const missing: string[] = [];
    for (const name of screen.names) if (!(await screenShows(page, name))) missing.push(name);
    expect(missing).toEqual([]);
  });
});

describe('the guide in the admin console', () => {
  it('opens from Help, walks its pages in order, shows the screenshots and leads to the screens', async () => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL('**/admin/guide');
    const pages = readGuide();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pages[0]!.title);
    for (const next of pages.slice(1)) {
      await page.getByRole('link', { name: `Next: ${next.title}` }).click();
      await page.waitForURL(`**/admin/guide/${next.slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(next.title);
      // Each screenshot is loaded and drawn (a missing file has no natural width).
      const images = page.getByRole('article').getByRole('img');
      expect(await images.count()).toBe(next.sections.flatMap((section) => section.images).length);
      await expect.poll(() => images.evaluateAll((shown) => shown.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    }
    // A screen link opens the screen inside the app.
    const last = pages.at(-1)!;
    const screen = last.sections[0]!.screen!;
    await page.getByRole('article').getByRole('link', { name: screen.title, exact: true }).click();
    await page.waitForURL(`**${screen.path}`);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${screen.title}`));
  });

  it('says so when a page of the guide does not exist, and lists the pages', async () => {
    await page.goto('/admin/guide/no-such-page');
    await expect.poll(() => page.getByText('The guide has no page called “no-such-page”.', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Guide pages' }).getByRole('link').count()).toBe(readGuide().length);
  });
});
