// The signed-in dashboards of the demo accounts: time from navigation until each shows its data, and
// the Firestore documents read for it (delivered to the browser by its listeners, plus what the API
// calls it makes read on the server).
import type { Browser, Page, Response } from 'playwright-core';
import { demo, siteUrl } from '../../tests/support/emulator';
import { median } from '../lib/numbers';
import { FirestoreDocumentCounter } from './firestoreReads';

/** How long after the signal documents still count for the visit. */
const settleMs = 1_000;

export type ScreenName = 'author' | 'reviewer' | 'admin';

interface ScreenSpec {
  login: { path: string; field: 'Email' | 'Username'; user: string; password: string; lands: string };
  path: string;
  /**
   * In-page check run on every animation frame; it records in window.__bench when each signal first
   * shows (performance.now(), i.e. milliseconds since the navigation started) and returns them all once
   * every one has shown.
   */
  signals: string;
}

const rowsOf = (table: string) => `document.querySelector('table[aria-label="${table}"] tbody tr') !== null`;

const screens: Record<ScreenName, ScreenSpec> = {
  // The first row of the submissions table (a paper, or 'No submissions yet.').
  author: {
    login: { path: '/authorlogin', field: 'Email', user: demo.author.email, password: demo.author.password, lands: '**/authordashboard**' },
    path: '/authordashboard',
    signals: `({ table: ${rowsOf('Your submissions')} })`,
  },
  // The first row of the assigned papers table.
  reviewer: {
    login: { path: '/reviewerlogin', field: 'Email', user: demo.reviewer.email, password: demo.reviewer.password, lands: '**/reviewer' },
    path: '/reviewer',
    signals: `({ table: ${rowsOf('Assigned papers')} })`,
  },
  // The three count cards showing numbers, and the first row of the Submitted Papers grid.
  admin: {
    login: { path: '/adminlogin', field: 'Username', user: demo.admin.username, password: demo.admin.password, lands: '**/admindashboard' },
    path: '/admindashboard',
    signals: `({
      counts: ['reviewers', 'authors', 'published'].every((key) => /^\\d+$/.test(document.querySelector('[data-testid="count-' + key + '"]')?.textContent?.trim() ?? '')),
      grid: document.querySelector('[aria-label="Submitted Papers"] .MuiDataGrid-row') !== null,
    })`,
  },
};

/**
 * Documents the API endpoints read on the server, from their code and answer (the Firestore emulator
 * has no read counter). Endpoints the dashboards do not call are not listed and count as unknown.
 */
const apiReads: Record<string, (answer: unknown) => number> = {
  // Reads the whole papers and manuscripts collections: one of each per grid row.
  '/api/admin/getpapers': (answer) => 2 * ((answer as { papers?: unknown[] }).papers?.length ?? 0),
  // users/{uid}
  '/api/session': () => 1,
  // Answers without reading anything (the layout's API reachability notice).
  '/api/healthcheck': () => 0,
};

export interface ScreenFigures {
  screen: ScreenName;
  runs: number;
  /** Median milliseconds from navigation start until each signal showed. */
  shownMs: Record<string, number>;
  /** Median documents delivered to the browser by Firestore listeners, by collection in the last run. */
  listenerDocs: number;
  listenerDocsByCollection: Record<string, number>;
  /** Median documents read by the API calls the screen made (see apiReads). */
  apiReads: number;
  apiCalls: string[];
  unknownApiCalls: string[];
  /** Rows the admin grid received (all papers). */
  gridRows: number | null;
}

/** An expression that records when each signal first showed, and yields the times once all have. */
function firstShown(signals: string): string {
  return `(() => {
    const state = (window.__bench ??= {});
    const seen = ${signals};
    for (const [signal, visible] of Object.entries(seen)) if (visible) state[signal] ??= performance.now();
    return Object.keys(seen).every((signal) => signal in state) ? state : null;
  })()`;
}

async function signIn(page: Page, spec: ScreenSpec['login']): Promise<void> {
  await page.goto(spec.path);
  await page.getByRole('main').getByLabel(spec.field).fill(spec.user);
  await page.locator('input[name=password]').fill(spec.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(spec.lands);
}

export async function measureScreen(browser: Browser, name: ScreenName, runs: number): Promise<ScreenFigures> {
  const spec = screens[name];
  // The probes below are evaluated as strings, which the site's Content-Security-Policy forbids (no
  // eval): the benchmark's own context sets it aside. The browser tests run under the policy.
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signIn(page, spec.login);
  const counter = await FirestoreDocumentCounter.attach(page);

  const samples: Array<{ shown: Record<string, number>; listener: number; api: number; rows: number | null }> = [];
  let byCollection: Record<string, number> = {};
  const apiCalls = new Set<string>();
  const unknown = new Set<string>();
  // One visit first to warm the HTTP cache and the functions: a returning user reloading the screen.
  for (let run = -1; run < runs; run++) {
    await page.goto('about:blank');
    counter.reset();
    const answers: Array<Promise<{ path: string; reads: number | null; rows: number | null }>> = [];
    const onResponse = (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/') || response.request().method() === 'OPTIONS') return;
      const model = apiReads[path];
      answers.push(
        (async () => {
          if (!model) return { path, reads: null, rows: null };
          const body: unknown = await response.json().catch(() => null);
          const rows = path === '/api/admin/getpapers' ? ((body as { papers?: unknown[] } | null)?.papers?.length ?? 0) : null;
          return { path, reads: model(body), rows };
        })(),
      );
    };
    page.on('response', onResponse);
    await page.goto(spec.path, { waitUntil: 'commit' });
    const shown = (await (await page.waitForFunction(firstShown(spec.signals), undefined, { polling: 'raf' })).jsonValue()) as Record<string, number>;
    // Let the listeners that answer after the signal (theme settings, greeting) deliver too. (The
    // Listen channel stays open, so the network never goes idle.)
    await page.waitForTimeout(settleMs);
    page.off('response', onResponse);
    const calls = await Promise.all(answers);
    const documents = counter.documents();
    if (run < 0) continue;
    calls.forEach((call) => (call.reads === null ? unknown : apiCalls).add(call.path));
    byCollection = documents.byCollection;
    samples.push({
      shown,
      listener: documents.total,
      api: calls.reduce((total, call) => total + (call.reads ?? 0), 0),
      rows: calls.find((call) => call.rows !== null)?.rows ?? null,
    });
  }
  await counter.detach();
  await context.close();

  const signals = Object.keys(samples[0]?.shown ?? {});
  const rows = samples.map((sample) => sample.rows).filter((value): value is number => value !== null);
  return {
    screen: name,
    runs,
    shownMs: Object.fromEntries(signals.map((signal) => [signal, median(samples.map((sample) => sample.shown[signal]!))])),
    listenerDocs: median(samples.map((sample) => sample.listener)),
    listenerDocsByCollection: byCollection,
    apiReads: median(samples.map((sample) => sample.api)),
    apiCalls: [...apiCalls],
    unknownApiCalls: [...unknown],
    gridRows: rows.length > 0 ? median(rows) : null,
  };
}
