// Page weight of the public pages in headless Chromium over the hosting emulator: JavaScript and CSS
// bytes as transferred with gzip, the number of requests, and whether any Firebase SDK code arrived.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { siteUrl } from '../../tests/support/emulator';
import { median } from '../lib/numbers';

export const publicPaths = ['/', '/callforpapers', '/venue'] as const;

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
  if (kind === 'other') return { kind, gzip: 0, raw: 0, served: true, firebase: false };
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
    firebaseSdk: js.some((entry) => entry.firebase),
    served: [...js, ...css].filter((entry) => entry.served).length,
    computed: [...js, ...css].filter((entry) => !entry.served).length,
  };
}

export async function measurePublicPages(browser: Browser, runs: number): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const path of publicPaths) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await sample(browser, path));
    const pick = (field: 'requests' | 'jsFiles' | 'jsGzipBytes' | 'cssGzipBytes' | 'jsRawBytes') => median(samples.map((entry) => entry[field]));
    const served = samples.some((entry) => entry.served > 0);
    const computed = samples.some((entry) => entry.computed > 0);
    results.push({
      path,
      requests: pick('requests'),
      jsFiles: pick('jsFiles'),
      jsGzipBytes: pick('jsGzipBytes'),
      cssGzipBytes: pick('cssGzipBytes'),
      jsRawBytes: pick('jsRawBytes'),
      firebaseSdk: samples.some((entry) => entry.firebaseSdk),
      gzipSource: served && computed ? 'mixed' : computed ? 'zlib-9' : 'served',
    });
  }
  return results;
}
