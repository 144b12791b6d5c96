// Headless Chromium for the browser tests: Debian's chromium-headless-shell driven by playwright-core.
// The shell is Chromium's own headless build (what Playwright runs headless by default), without the
// desktop browser's windowing and display compositor: the same pages and protocol for half the CPU of
// /usr/bin/chromium --headless (docs/testing.md).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { demo, siteUrl } from './emulator';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium-headless-shell package (.ci/run does), or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

const violations: string[] = [];

/** Every Content-Security-Policy violation Chromium reported on a page made by newPage: the suites expect none. */
export function cspViolations(): string[] {
  return [...violations];
}

/**
 * A fresh browser context (own storage) with a page, for one persona. The persona asks for less motion
 * (`prefers-reduced-motion`), which the site honours (web/src/styles/motion.css): dialogs, drawers and
 * spinners reach their end at once, so no test waits on a transition, and the browser draws no frame of
 * one. `motion: 'no-preference'` keeps the site's movement.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }, motion: 'reduce' | 'no-preference' = 'reduce'): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport, acceptDownloads: true, reducedMotion: motion });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  // A page whose renderer died answers no locator: the test then times out, and this says why.
  page.on('crash', () => console.error(`The browser tab crashed at ${page.url()}.`));
  return page;
}

/** The chair's screen: a page 1366 px wide, signed in as the admin (signInAsAdmin). */
export async function chairPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser, { width: 1366, height: 900 });
  await signInAsAdmin(page);
  return page;
}

/** Closes the browser at a suite's end; the SPA worked under the site's Content-Security-Policy: no page it showed broke it. */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await browser?.close();
  expect(cspViolations()).toEqual([]);
}

/**
 * Opens a page and waits until React has taken over its HTML. Prerendered pages start their script only
 * after loading; from the moment React attaches to the root it replays clicks made during hydration.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Fills the login form on the page and presses its own Login button (not the header's menu). */
export async function submitLogin(page: Page, login: string, password: string, field: 'Username' | 'Email'): Promise<void> {
  await page.getByRole('main').getByLabel(field).fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the login form at `path` (submitLogin). */
export async function signIn(page: Page, path: string, login: string, password: string, field: 'Username' | 'Email'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, login, password, field);
}

/** Signs the demo admin in through the admin login form and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, '/adminlogin', demo.admin.username, demo.admin.password, 'Username');
  await page.waitForURL('**/admindashboard');
}

/**
 * Runs `click` on `page` and answers the file the new tab it opens is sent to (web/src/lib/files.ts
 * openProtectedFile: a blank tab at once, then the fetched file's blob: address). The headless shell has
 * no PDF viewer, so it saves what a desktop browser would show: the address and the bytes.
 */
export async function fileOpenedInTab(page: Page, click: () => Promise<void>): Promise<{ url: string; bytes: Buffer }> {
  let download: Promise<Download> | undefined;
  // Listening from the popup's own event, before the tab is handed over: its download cannot come first.
  const listen = (tab: Page) => {
    download = tab.waitForEvent('download');
  };
  page.once('popup', listen);
  const popup = page.waitForEvent('popup');
  await click();
  const tab = await popup;
  const saved = await download!;
  const bytes = await readFile(await saved.path());
  await tab.close();
  return { url: saved.url(), bytes };
}
