// The API reference at /api/docs, in a real browser: it renders every operation of the document, under
// the site's Content-Security-Policy, with nothing fetched from another host, readable at phone width
// and with no axe WCAG 2.2 A/AA violation; it tells how to get a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ApiPaths } from '@confsys/domain';
import { axeViolations, sidewaysOverflow } from '../support/accessibility';
import { closeBrowser, launchBrowser, newPage } from '../support/browser';
import { call, siteUrl } from '../support/emulator';

let browser: Browser;
let operations: Array<{ operationId: string; summary: string }>;
const desktop = { width: 1366, height: 900 };
/** The reference opened at desktop width, read by the first test and checked by axe at both widths. */
let atDesktop: Promise<{ page: Page; hosts: Set<string> }> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const document = (await call<{ paths: Record<string, Record<string, { operationId: string; summary: string }>> }>('GET', ApiPaths.openapi)).body;
  operations = Object.values(document.paths).flatMap((item) => Object.values(item));
});

afterAll(() => closeBrowser(browser));

/** Opens the reference and waits until Redoc has rendered the document. */
async function openReference(viewport: { width: number; height: number }): Promise<{ page: Page; hosts: Set<string> }> {
  const page = await newPage(browser, viewport);
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: (Redoc's search worker) stay in the page; anything fetched over the network is listed.
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.host);
  });
  const answer = await page.goto(ApiPaths.apiDocs);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('heading', { level: 1, name: /conference API/ }).waitFor({ timeout: 30_000 });
  return { page, hosts };
}

describe('/api/docs', () => {
  it('renders every operation of the document, from this site alone, and tells how to sign in', async () => {
    const { page, hosts } = await (atDesktop ??= openReference(desktop));
    // Each operation exactly once, read in one pass over the page (Redoc may still be rendering: poll).
    const ids = operations.map((operation) => operation.operationId);
    const notOnce = () => page.evaluate((wanted) => wanted.filter((id) => document.querySelectorAll(`[id="operation/${CSS.escape(id)}"]`).length !== 1), ids);
    await expect.poll(notOnce, { message: 'operations not rendered exactly once' }).toEqual([]);
    await expect.poll(() => page.getByText('Authorization: Bearer <ID token>').first().isVisible()).toBe(true);
    expect([...hosts]).toEqual([new URL(siteUrl).host]);
  });

  // Both read the page the first test opened: at 1366 px, then narrowed to a 390 px phone, as a phone
  // turned or a window dragged narrower (Redoc's layout follows its media queries without a reload).
  it.each([
    ['a desktop', desktop],
    ['a phone', { width: 390, height: 844 }],
  ])('has no WCAG 2.2 A/AA violation on %s, and no sideways scrolling', async (_name, viewport) => {
    const { page } = await (atDesktop ??= openReference(desktop));
    await page.setViewportSize(viewport);
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
