// Headless Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { demo, siteUrl } from './emulator';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium package (.ci/run does).`);
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

/** A fresh browser context (own storage) with a page, for one persona. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
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
