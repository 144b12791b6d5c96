// Accessibility checks in the browser tests: axe-core's WCAG 2.0-2.2 A and AA rules run inside the page
// (injected through the DevTools protocol, so the site's Content-Security-Policy stays as it is), the
// page's sideways overflow (WCAG 1.4.10 reflow), and moving through a page with the keyboard alone.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets every screen must pass. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's violations on the page (or inside one element of it), one line each: rule, help, first elements. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ selector, tags }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const results = await runner.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')})`);
    },
    { selector: within, tags: wcagTags },
  );
}

/** How many pixels the page is wider than the window (0: no sideways scrolling). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** What has the keyboard focus: its accessible text, as a person hears it (label, then text). */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    return (labelled ?? element.textContent ?? '').trim();
  });
}

/** Presses a key until what has the focus matches (at most `presses` times); fails naming what it reached. */
export async function pressUntil(page: Page, key: string, wanted: (page: Page) => Promise<boolean>, presses = 40): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    if (await wanted(page)) return;
    seen.push(await focusedText(page));
  }
  throw new Error(`${key} did not reach the control after ${presses} presses; the focus went through: ${seen.join(' | ')}`);
}

/** Whether the focused element matches a CSS selector. */
export function focusIs(selector: string): (page: Page) => Promise<boolean> {
  return (page) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
}

/** Whether nothing on the page says it is still loading: no progress indicator, no "Loading..." status. */
const quiet = () =>
  document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0 &&
  // A screen that announces a load in words ("Loading the accepted papers...") has finished it too.
  [...document.querySelectorAll('[role="status"]')].every((status) => !/^\s*Loading/.test(status.textContent ?? ''));

/**
 * Waits until a screen has its first heading and has stopped loading, and is still quiet once what it
 * last drew has settled: a load that one finished may start the next (a grid fetching again after its
 * filter changed), and that one must end too.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.waitForFunction(quiet, undefined, { timeout: Math.max(1, deadline - Date.now()) });
    await transitionsDone(page);
    if (await page.evaluate(quiet)) return;
    if (Date.now() >= deadline) throw new Error(`${page.url()} was still loading after 20 s: a load ended and the next began, again and again.`);
  }
}

/**
 * Waits until the page has drawn what it last changed and its transitions (dialogs, drawers, a label
 * moving as its field fills) have finished: two frames, so that every change made so far has had its
 * styles worked out and started its transition, then a moment for one that starts a little later, then
 * no animation running.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForTimeout(100);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 2_000 }).catch(() => undefined);
}
