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
    const { page, hosts } = await openReference({ width: 1366, height: 900 });
    for (const operation of operations) {
      await expect.poll(() => page.locator(`[id="operation/${operation.operationId}"]`).count(), { message: operation.operationId }).toBe(1);
    }
    await expect.poll(() => page.getByText('Authorization: Bearer <ID token>').first().isVisible()).toBe(true);
    expect([...hosts]).toEqual([new URL(siteUrl).host]);
    await page.context().close();
  });

  it.each([
    ['a desktop', { width: 1366, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ])('has no WCAG 2.2 A/AA violation on %s, and no sideways scrolling', async (_name, viewport) => {
    const { page } = await openReference(viewport);
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });
});
