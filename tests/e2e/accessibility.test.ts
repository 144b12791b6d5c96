// Every route, in each role, as a person with a keyboard, a screen reader or a phone meets it: axe-core's
// WCAG 2.2 A/AA rules at 1280 px and on a 390 px phone, on each screen and each dialog; the layout at
// both widths (tests/support/layout.ts: nothing clipped, no word broken, no page taller than 6,000 px at
// the desk, each row's paper and action on the phone's screen); no sideways scrolling at 320 px (reflow); the skip link first on every page; the keyboard alone opens the Login
// menu, signs in and out, assigns a reviewer, fills and submits a review and a manuscript; and an
// admin on a phone assigns a reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { reviewCriteria } from '@confsys/domain';
import { axeViolations, focusIs, focusedText, pressUntil, settled, sidewaysOverflow, transitionsDone } from '../support/accessibility';
import { closeBrowser, gotoInteractive, launchBrowser, newPage, signIn, submitLogin } from '../support/browser';
import { db } from '../support/admin';
import { call, demo, fullReview, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { pdfBytes, words } from '../support/files';
import { layoutProblems } from '../support/layout';
import { everyScreen as routes, type Persona } from '../support/screens';
import { submitManuscript } from '../support/world';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const narrowest = { width: 320, height: 720 };

let browser: Browser;
const pages = new Map<Persona, Page>();
let paperId: string;
/** A paper of the same author still submitted: its conflicts can be edited. */
let openPaper: string;
/** A paper whose review the demo reviewer submitted and the admin sent: the review form is locked. */
let sentPaper: string;
let author: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const newcomer = await newAuthor('a11y');
  author = newcomer;
  paperId = await submitManuscript(newcomer.token);
  openPaper = await submitManuscript(newcomer.token);
  // The first paper goes under review by the demo reviewer: the reviewer's screens have a paper to show.
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer' } })).status).toBe(200);
  sentPaper = await submitManuscript(newcomer.token);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: sentPaper, reviewerId: 'demo-reviewer' } })).status).toBe(200);
  const reviewerToken = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewerToken, json: fullReview(sentPaper) })).status).toBe(200);
  expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId: sentPaper } })).status).toBe(200);
  for (const persona of ['visitor', 'author', 'reviewer', 'admin'] as const) pages.set(persona, await newPage(browser, desktop));
  await signIn(pages.get('author')!, '/authorlogin', author.email, author.password, 'Email');
  await pages.get('author')!.waitForURL(/\/authordashboard/);
  await signIn(pages.get('reviewer')!, '/reviewerlogin', demo.reviewer.email, demo.reviewer.password, 'Email');
  await pages.get('reviewer')!.waitForURL('**/reviewer');
  await signIn(pages.get('admin')!, '/adminlogin', demo.admin.username, demo.admin.password, 'Username');
  await pages.get('admin')!.waitForURL('**/admindashboard');
});

afterAll(() => closeBrowser(browser));


/** The persona's page at this width, showing `path` freshly loaded, once it has settled. */
async function open(persona: Persona, path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = pages.get(persona)!;
  await page.setViewportSize(viewport);
  await page.goto(path);
  await settled(page);
  return page;
}

/**
 * The persona's page at this width, showing `path` as the app's own links reach it: a signed-in persona's
 * page moves there inside the running app (history.pushState, then the popstate event the router
 * follows), without loading the app and signing in again, once the main content has changed. A visitor's
 * page (public pages arrive prerendered and hydrate on load), the same screen with another query, a page
 * not showing the app yet, or one whose content stays as it was is loaded (open).
 */
async function visit(persona: Persona, path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = pages.get(persona)!;
  const shown = new URL(page.url());
  const target = new URL(path, shown.origin === 'null' ? siteUrl : shown);
  const before = await page.evaluate(() => document.getElementById('main-content')?.innerHTML);
  if (persona === 'visitor' || shown.origin !== target.origin || shown.pathname === target.pathname || before === undefined) return open(persona, path, viewport);
  await page.setViewportSize(viewport);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The same screen under another address (/authordashboard is the signed-in author's own) leaves the
  // content as it was: that page, or one whose router did not follow, is loaded instead.
  const changed = await page.waitForFunction((old) => document.getElementById('main-content')?.innerHTML !== old, before, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!changed) return open(persona, path, viewport);
  await settled(page);
  return page;
}

/**
 * The persona's page, still showing `path`, resized to this width as a phone turned or a window dragged
 * narrower would be: the layout follows the width (CSS and MUI's media queries alike) without a reload.
 * A page that shows something else (a test before it failed) opens `path` at this width.
 */
async function narrow(persona: Persona, path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = pages.get(persona)!;
  const shown = new URL(page.url());
  if (`${shown.pathname}${shown.search}` !== path) return open(persona, path, viewport);
  await page.setViewportSize(viewport);
  await settled(page);
  return page;
}

/**
 * No axe violation on the settled screen. On a busy machine a transition can outlast transitionsDone's
 * wait, and axe then reads colours halfway through it: a violation must still be there a moment later.
 */
async function noViolations(page: Page, within?: string): Promise<void> {
  await expect.poll(() => axeViolations(page, within), { timeout: 10_000, interval: 1_000 }).toEqual([]);
}

const named = routes.map(([persona, pattern]) => [`${persona} ${pattern}`, persona, () => pattern.replace('{paper}', paperId).replace('{sent}', sentPaper)] as const);

// Each screen at 1280 px (reached inside the app by a signed-in persona: visit), then the same screen
// narrowed to a 390 px phone and to 320 px (narrow).
describe.each(named)('%s', (_label, persona, path) => {
  it('has no axe violation and nothing clipped at 1280 px', async () => {
    const page = await visit(persona, path(), desktop);
    await noViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('has no axe violation on a 390 px phone, each row shows its paper and action, and it does not scroll sideways at 320 px', async () => {
    const page = await narrow(persona, path(), phone);
    await noViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
    await page.setViewportSize(narrowest);
    await settled(page);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

describe('dialogs', () => {
  /** Opens a dialog on the page, checks it with axe, closes it with Escape; the focus goes back to what opened it. */
  async function checkDialog(page: Page, trigger: string, name: string) {
    const opener = page.getByRole('button', { name: trigger, exact: true }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] [role="progressbar"]').length === 0);
    await transitionsDone(page);
    await noViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  }

  const dialogs: Array<[Persona, () => string, () => string, string]> = [
    ['admin', () => `/admin/papers?q=${paperId}`, () => `Assign reviewer to ${paperId}`, 'Assign Reviewer'],
    ['admin', () => '/admin/reviewers', () => 'Add Reviewer', 'Add Reviewer'],
    ['author', () => '/submitmanuscript', () => 'Submission Guidelines', 'Submission Guidelines'],
    ['author', () => '/authordashboard', () => `Edit conflicts for ${openPaper}`, 'Conflicts of Interest'],
    ['author', () => '/authordashboard', () => 'Erase my data', 'Erase my data'],
  ];
  it.each(dialogs.map(([persona, path, trigger, name]) => [`${persona} ${name}`, persona, path, trigger, name] as const))('%s: the dialog has no axe violation and gives the focus back', async (_label, persona, path, trigger, name) => {
    await checkDialog(await visit(persona, path(), desktop), trigger(), name);
    await checkDialog(await narrow(persona, path(), phone), trigger(), name);
  });
});

describe('on a phone', () => {
  it('the admin signs in, opens the menu, finds a paper and assigns a reviewer without scrolling sideways', async () => {
    const paper = await submitManuscript((await newAuthor('a11y-phone')).token);
    const page = await newPage(browser, phone);
    await page.goto('/adminlogin');
    expect(await sidewaysOverflow(page)).toBe(0);
    await signIn(page, '/adminlogin', demo.admin.username, demo.admin.password, 'Username');
    await page.waitForURL('**/admindashboard');
    await settled(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The sidebar is a drawer behind the menu button.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Paper Management' }).click();
    await page.waitForURL('**/admin/papers');
    await page.getByRole('searchbox', { name: 'Search papers' }).fill(paper);
    const assign = page.getByRole('button', { name: `Assign reviewer to ${paper}` });
    await assign.click();
    const dialog = page.getByRole('dialog', { name: 'Assign Reviewer' });
    await dialog.getByRole('searchbox', { name: 'Search reviewers' }).fill('Demo Reviewer');
    await dialog.getByText('1 reviewer match "Demo Reviewer"').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await dialog.getByRole('checkbox', { name: /^Demo Reviewer \(/ }).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The answer shows where the admin is looking (the reviewers' column is behind the column menu here).
    await expect.poll(() => page.getByText('The paper has 1 reviewer.').isVisible()).toBe(true);
    expect((await db.doc(`papers/${paper}`).get()).get('reviewerIds')).toEqual(['demo-reviewer']);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });
});

describe('less motion', () => {
  // The Login menu's arrow turning on a public page (public.css) and a button's change of colour on a
  // signed-in screen (MUI): movement at the site's pace for most people, none for a person whose system
  // asks for less (web/src/styles/motion.css).
  const durations = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).transitionDuration.split(', '));
  it('moves nothing for a person who asks for less motion, and keeps the transitions for everyone else', async () => {
    const calm = await newPage(browser, desktop);
    const moving = await newPage(browser, desktop, 'no-preference');
    try {
      // Per page: the transitions of the public header's Login arrow, then of a signed-in screen's MUI button.
      const seen = new Map<Page, string[][]>();
      for (const page of [calm, moving]) {
        await gotoInteractive(page, '/authorlogin');
        const publicArrow = await durations(page, '.pub-header .pub-login__chevron');
        await submitLogin(page, author.email, author.password, 'Email');
        await page.waitForURL(/\/authordashboard/);
        seen.set(page, [publicArrow, await durations(page, 'main .MuiButton-root')]);
      }
      for (const found of seen.get(calm)!) expect(found.every((duration) => duration === '0.001s'), `less motion: ${found.join(', ')}`).toBe(true);
      for (const found of seen.get(moving)!) expect(Math.max(...found.map((duration) => Number.parseFloat(duration))), `usual motion: ${found.join(', ')}`).toBeGreaterThanOrEqual(0.1);
    } finally {
      await Promise.all([calm.context().close(), moving.context().close()]);
    }
  });
});

describe('the keyboard alone', () => {
  it.each(['/', '/authorlogin', '/admin/papers', '/authordashboard', '/reviewer'])('%s: the first Tab stop is "Skip to content", which moves to the content', async (path) => {
    const persona: Persona = path.startsWith('/admin') ? 'admin' : path === '/authordashboard' ? 'author' : path === '/reviewer' ? 'reviewer' : 'visitor';
    const page = await open(persona, path, desktop);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('opens the Login menu and a sign-in page; signed in, the header names the user and signs them out', async () => {
    const page = await newPage(browser, desktop);
    // The home page is prerendered: keys pressed before React has taken over its HTML do nothing.
    await gotoInteractive(page, '/');
    await pressUntil(page, 'Tab', async (current) => (await focusedText(current)) === 'Login');
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowDown', async (current) => (await focusedText(current)) === 'Reviewer', 5);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reviewerlogin');
    await settled(page);
    await pressUntil(page, 'Tab', focusIs('input[name=email]'));
    await page.keyboard.type(demo.reviewer.email);
    await pressUntil(page, 'Tab', focusIs('input[name=password]'));
    await page.keyboard.type(demo.reviewer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reviewer');
    // Signed in, the header's menu names who is signed in and offers their dashboard and Sign out.
    await page.goto('/venue');
    const menuButton = page.getByRole('button', { name: `Signed in as ${demo.reviewer.name}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowDown', async (current) => (await focusedText(current)) === 'Sign out', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('assigns a reviewer from the papers list', async () => {
    const second = await submitManuscript((await newAuthor('a11y-assign')).token);
    const page = await open('admin', `/admin/papers?q=${second}`, desktop);
    await pressUntil(page, 'Tab', focusIs('[role="grid"] *'));
    // Inside the grid the arrow keys move between cells; the Assign button is reached on its row.
    await pressUntil(page, 'ArrowDown', focusIs(`[role="row"][data-id="${second}"] *`), 5);
    await pressUntil(page, 'ArrowRight', focusIs(`[aria-label="Assign reviewer to ${second}"], [role="gridcell"]:has([aria-label="Assign reviewer to ${second}"])`), 15);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Assign Reviewer' });
    await dialog.waitFor();
    await pressUntil(page, 'Tab', focusIs('input[type=search]'));
    await page.keyboard.type('Demo Reviewer');
    // The search has answered: the list holds what it found.
    await dialog.getByText('1 reviewer match "Demo Reviewer"').waitFor();
    await pressUntil(page, 'Tab', async (current) => (await focusedText(current)).startsWith('Demo Reviewer') || (await current.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox')), 10);
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: /^Demo Reviewer \(/ }).isChecked()).toBe(true);
    await pressUntil(page, 'Tab', async (current) => (await focusedText(current)) === 'Assign', 15);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row', { name: new RegExp(second) }).getByText(/Demo Reviewer/).count()).toBe(1);
  });

  it('fills and submits the review form: criteria, recommendation and confidence with the arrow keys', async () => {
    const page = await open('reviewer', `/reviewform?paperId=${paperId}`, desktop);
    const inGroup = (name: string) => () => page.getByRole('radiogroup', { name, exact: true }).evaluate((group) => group.contains(document.activeElement));
    await pressUntil(page, 'Tab', inGroup(reviewCriteria[0]!), 60);
    for (const criterion of reviewCriteria) {
      expect(await inGroup(criterion)()).toBe(true);
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radiogroup', { name: criterion, exact: true }).locator('input:checked').count()).toBe(1);
      await page.keyboard.press('Tab');
    }
    for (const group of ['Recommendation', 'Your Confidence in This Evaluation']) {
      await pressUntil(page, 'Tab', inGroup(group), 30);
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radiogroup', { name: group, exact: true }).locator('input:checked').count()).toBe(1);
    }
    await pressUntil(page, 'Tab', async (current) => (await focusedText(current)) === 'Submit Review', 30);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reviewer');
  });

  it('submits a manuscript: every field typed, the gender chosen and the PDF picked from the keyboard', async () => {
    const page = await open('author', '/submitmanuscript', desktop);
    const typeInto = async (name: string, text: string) => {
      await pressUntil(page, 'Tab', focusIs(`[name="${name}"]`), 40);
      await page.keyboard.type(text);
    };
    /** A long text reaches its field from the keyboard, then arrives at once, as a paste or a dictation does (155 words key by key take half a minute). */
    const enterInto = async (name: string, text: string) => {
      await pressUntil(page, 'Tab', focusIs(`[name="${name}"]`), 40);
      await page.keyboard.type(text.slice(0, 12));
      await page.keyboard.insertText(text.slice(12));
    };
    await typeInto('authors.0.name', 'Kira Keyboard');
    await typeInto('authors.0.email', 'kira@example.org');
    await typeInto('authors.0.organization', 'Institute of Keys');
    await typeInto('authors.0.phone', '9876501234');
    // The gender select: opened with the arrow key, an option chosen with Enter.
    await pressUntil(page, 'Tab', (current) => current.evaluate(() => document.activeElement?.parentElement?.querySelector('input[name="authors.0.gender"]') !== null && document.activeElement?.getAttribute('role') === 'combobox'), 10);
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowDown', async (current) => (await focusedText(current)) === 'Female', 5);
    await page.keyboard.press('Enter');
    await typeInto('authors.0.state', 'Kerala');
    await typeInto('authors.0.country', 'India');
    await typeInto('title', 'Typed without a mouse');
    await enterInto('abstract', words(155));
    await typeInto('keywords', 'keyboard, access, forms, testing');
    // A topic ticked with Space, as any checkbox is.
    await pressUntil(page, 'Tab', focusIs('input[name="topics"][value="Cloud, Edge and Fog Computing"]'), 10);
    await page.keyboard.press('Space');
    await pressUntil(page, 'Tab', focusIs('input[type=file]'), 10);
    // Space on the focused file field opens the chooser. Headless Chromium now and then drops the first
    // press, and on a loaded machine the chooser can arrive seconds late. One listener waits for it across
    // both presses, so a late chooser still counts; the second press comes only after 10 s with none.
    const chooserOpened = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await page.keyboard.press('Space');
    const early = await Promise.race([chooserOpened, delay(10_000).then(() => undefined)]);
    if (!early) {
      expect(await focusIs('input[type=file]')(page)).toBe(true);
      await page.keyboard.press('Space');
    }
    const chooser = await Promise.race([chooserOpened, delay(30_000).then(() => undefined)]);
    if (!chooser) throw new Error('Space on the focused file field opened no file chooser in 40 s.');
    await chooser.setFiles({ name: 'keyboard.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdfBytes('Keyboard manuscript')) });
    await pressUntil(page, 'Tab', async (current) => (await focusedText(current)) === 'Submit Manuscript', 30);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(/Your paper ID is ICCS25-\d{4,}/).count()).toBe(1);
    const stored = await db.collection('manuscripts').where('title', '==', 'Typed without a mouse').get();
    expect(stored.docs.map((doc) => doc.get('authors')[0].gender)).toEqual(['Female']);
  });
});
