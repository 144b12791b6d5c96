// Page weight of the public pages and the sign-in pages in headless Chromium over the hosting emulator:
// JavaScript and CSS bytes as transferred with gzip, everything the page transferred, the number of
// requests, whether any Firebase SDK code arrived, and Chromium's Largest Contentful Paint.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { siteUrl } from '../../tests/support/emulator';
import { budgetedPublicPaths } from '../../tests/support/pageWeight';
import { median } from '../lib/numbers';

/** The public pages Lighthouse runs on. */
export const publicPaths = ['/', '/callforpapers', '/venue'] as const;
/** The sign-in and registration pages, prerendered as forms: measured the same way as the public pages. */
export const signInPaths = ['/authorlogin', '/reviewerlogin', '/adminlogin', '/authorregis'] as const;
/** Every public page held to the JavaScript budget (the browser suite holds them to it too), then the sign-in pages. */
export const measuredPaths = [...budgetedPublicPaths, ...signInPaths] as const;

/** Strings only the Firebase Auth and Firestore SDKs carry (their production endpoints). */
const firebaseMarkers = ['identitytoolkit', 'firestore.googleapis.com'];

export interface PageWeight {
  path: string;
  requests: number;
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Uncompressed JavaScript, for reference. */
  jsRawBytes: number;
  /** Every response body as transferred (gzip where served so; text the emulator sent plain at zlib level 9). */
  transferBytes: number;
  /** Chromium's Largest Contentful Paint of a cold visit, ms from navigation. */
  lcpMs: number;
  firebaseSdk: boolean;
  /** How the gzip sizes were obtained: the hosting emulator's own gzip, or zlib level 9 here. */
  gzipSource: 'served' | 'zlib-9' | 'mixed';
}

interface Sample extends Omit<PageWeight, 'path' | 'gzipSource'> {
  served: number;
  computed: number;
}

async function weighResponse(response: Response): Promise<{ kind: 'js' | 'css' | 'other'; gzip: number; raw: number; served: boolean; firebase: boolean }> {
  const type = (await response.headerValue('content-type')) ?? '';
  const url = response.url();
  const kind = /javascript/.test(type) || /\.m?js(\?|$)/.test(url) ? 'js' : /text\/css/.test(type) || /\.css(\?|$)/.test(url) ? 'css' : 'other';
  if (kind === 'other') {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await response.request().sizes();
    const gzipped = ((await response.headerValue('content-encoding')) ?? '') === 'gzip';
    const text = /text|json|xml|svg/.test(type);
    return { kind, gzip: gzipped ? sizes.responseBodySize : text ? gzipSync(body, { level: 9 }).length : body.length, raw: body.length, served: true, firebase: false };
  }
  const body = await response.body();
  const encoding = (await response.headerValue('content-encoding')) ?? '';
  const sizes = await response.request().sizes();
  const served = encoding === 'gzip';
  const text = kind === 'js' ? body.toString('utf8') : '';
  return {
    kind,
    gzip: served ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length,
    raw: body.length,
    served,
    firebase: firebaseMarkers.some((marker) => text.includes(marker)),
  };
}

async function sample(browser: Browser, path: string): Promise<Sample> {
  // A fresh context per visit: an empty cache, as a first-time visitor. Only gzip is offered, so the
  // bytes on the wire are the gzip bytes (Chromium would otherwise be served Brotli).
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Array<Promise<Awaited<ReturnType<typeof weighResponse>>>> = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => pending.push(weighResponse(response)));
  await page.goto(path, { waitUntil: 'networkidle' });
  // The last largest-contentful-paint entry is the page's LCP (buffered: it happened before this runs).
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
  const weighed = await Promise.all(pending);
  await context.close();
  const js = weighed.filter((entry) => entry.kind === 'js');
  const css = weighed.filter((entry) => entry.kind === 'css');
  const sum = (entries: typeof weighed, pick: (entry: (typeof weighed)[number]) => number) => entries.reduce((total, entry) => total + pick(entry), 0);
  return {
    requests,
    jsFiles: js.length,
    jsGzipBytes: sum(js, (entry) => entry.gzip),
    cssGzipBytes: sum(css, (entry) => entry.gzip),
    jsRawBytes: sum(js, (entry) => entry.raw),
    transferBytes: sum(weighed, (entry) => entry.gzip),
    lcpMs,
    firebaseSdk: js.some((entry) => entry.firebase),
    served: [...js, ...css].filter((entry) => entry.served).length,
    computed: [...js, ...css].filter((entry) => !entry.served).length,
  };
}

export async function measurePublicPages(browser: Browser, runs: number): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const path of measuredPaths) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await sample(browser, path));
    const pick = (field: 'requests' | 'jsFiles' | 'jsGzipBytes' | 'cssGzipBytes' | 'jsRawBytes' | 'transferBytes' | 'lcpMs') => median(samples.map((entry) => entry[field]));
    const served = samples.some((entry) => entry.served > 0);
    const computed = samples.some((entry) => entry.computed > 0);
    results.push({
      path,
      requests: pick('requests'),
      jsFiles: pick('jsFiles'),
      jsGzipBytes: pick('jsGzipBytes'),
      cssGzipBytes: pick('cssGzipBytes'),
      jsRawBytes: pick('jsRawBytes'),
      transferBytes: pick('transferBytes'),
      lcpMs: pick('lcpMs'),
      firebaseSdk: samples.some((entry) => entry.firebaseSdk),
      gzipSource: served && computed ? 'mixed' : computed ? 'zlib-9' : 'served',
    });
  }
  return results;
}
