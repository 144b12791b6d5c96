// The signed-in screens of the demo accounts (the three dashboards and the admin's paper lists): time
// from navigation until each shows its data, the bytes of the list answers it received, the DOM nodes
// on the page at that moment, and the Firestore documents read for it (delivered to the browser by its
// listeners, plus what the API calls it makes read on the server).
import type { Browser, Page, Response } from 'playwright-core';
import { demo, siteUrl } from '../../tests/support/emulator';
import { median } from '../lib/numbers';
import { FirestoreDocumentCounter } from './firestoreReads';

/** How long after the signal documents still count for the visit. */
const settleMs = 1_000;

export type ScreenName = 'author' | 'reviewer' | 'admin' | 'adminPapers' | 'adminPublication' | 'adminComments';

/** The admin's paper lists, each measured like the dashboards. */
export const adminListScreens = ['adminPapers', 'adminPublication', 'adminComments'] as const;

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
const gridRowsOf = (grid: string) => `document.querySelector('[aria-label="${grid}"] .MuiDataGrid-row') !== null`;
const adminLogin: ScreenSpec['login'] = { path: '/adminlogin', field: 'Username', user: demo.admin.username, password: demo.admin.password, lands: '**/admindashboard' };

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
    login: adminLogin,
    path: '/admindashboard',
    signals: `({
      counts: ['reviewers', 'authors', 'published'].every((key) => /^\\d+$/.test(document.querySelector('[data-testid="count-' + key + '"]')?.textContent?.trim() ?? '')),
      grid: ${gridRowsOf('Submitted Papers')},
    })`,
  },
  // The first row of each paper list (page one: 25 rows).
  adminPapers: { login: adminLogin, path: '/admin/papers', signals: `({ grid: ${gridRowsOf('Papers')} })` },
  adminPublication: { login: adminLogin, path: '/admin/publication', signals: `({ grid: ${gridRowsOf('Papers for publication')} })` },
  adminComments: { login: adminLogin, path: '/admin/comments', signals: `({ grid: ${gridRowsOf('Reviewer comments')} })` },
};

/**
 * Documents the API endpoints read on the server, from their code and answer (the Firestore emulator
 * has no read counter). Endpoints the dashboards do not call are not listed and count as unknown.
 */
const apiReads: Record<string, (answer: unknown) => number> = {
  // One page: the settings, an index entry per row (and one more: is there a next page?), the row's
  // paper and manuscript, its reviewers' reviews, and the count (billed as one read per 1,000 entries).
  '/api/admin/getpapers': (answer) => {
    const page = answer as { papers?: Array<{ reviewers?: Array<{ state?: string }> }>; total?: number };
    const rows = page.papers ?? [];
    const reviews = rows.reduce((sum, row) => sum + (row.reviewers ?? []).filter((reviewer) => reviewer.state !== 'Not started').length, 0);
    return 1 + (rows.length + 1) + 2 * rows.length + reviews + countReads(page.total ?? 0);
  },
  // The same page of the decision table: papers only (no manuscripts), each review.
  '/api/admin/reviewercomments': (answer) => {
    const page = answer as { reviewerComments?: Array<{ reviews?: Array<{ state?: string }> }>; total?: number };
    const rows = page.reviewerComments ?? [];
    const reviews = rows.reduce((sum, row) => sum + (row.reviews ?? []).filter((review) => review.state !== 'Not started').length, 0);
    return 1 + (rows.length + 1) + rows.length + reviews + countReads(page.total ?? 0);
  },
  // The settings and three counts.
  '/api/admin/papercounts': (answer) => {
    const counts = answer as { all?: number; needsReviewers?: number; reviewsMissing?: number };
    return 1 + countReads(counts.all ?? 0) + countReads(counts.needsReviewers ?? 0) + countReads(counts.reviewsMissing ?? 0);
  },
  // users/{uid}
  '/api/session': () => 1,
  // Answers without reading anything (the layout's API reachability notice).
  '/api/healthcheck': () => 0,
};

/** A count aggregation is billed one read per 1,000 index entries it counts (at least one). */
const countReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

/** The list answers whose bytes are measured (their JSON, as the page reads it). */
const listAnswers = ['/api/admin/getpapers', '/api/admin/reviewercomments', '/api/admin/papercounts'];

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
  /** Rows the admin grid received (one page). */
  gridRows: number | null;
  /** Median bytes of the list answers the screen received (getpapers, reviewercomments, papercounts). */
  answerBytes: number;
  /** Median count of DOM elements on the page once every signal showed. */
  domNodes: number;
}

/** An expression that records when each signal first showed, and yields the times once all have. */
function firstShown(signals: string): string {
  return `(() => {
    const state = (window.__bench ??= {});
    const seen = ${signals};
    for (const [signal, visible] of Object.entries(seen)) if (visible) state[signal] ??= performance.now();
    if (!Object.keys(seen).every((signal) => signal in state)) return null;
    state.domNodes ??= document.getElementsByTagName('*').length;
    return state;
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

  const samples: Array<{ shown: Record<string, number>; listener: number; api: number; rows: number | null; bytes: number; domNodes: number }> = [];
  let byCollection: Record<string, number> = {};
  const apiCalls = new Set<string>();
  const unknown = new Set<string>();
  // One visit first to warm the HTTP cache and the functions: a returning user reloading the screen.
  for (let run = -1; run < runs; run++) {
    await page.goto('about:blank');
    counter.reset();
    const answers: Array<Promise<{ path: string; reads: number | null; rows: number | null; bytes: number }>> = [];
    const onResponse = (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/') || response.request().method() === 'OPTIONS') return;
      const model = apiReads[path];
      answers.push(
        (async () => {
          if (!model) return { path, reads: null, rows: null, bytes: 0 };
          const raw = await response.body().catch(() => Buffer.alloc(0));
          const bytes = listAnswers.includes(path) ? raw.length : 0;
          let body: unknown = null;
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            // not JSON: no reads known from it
          }
          const list = body as { papers?: unknown[]; reviewerComments?: unknown[] } | null;
          const rows = path === '/api/admin/getpapers' ? (list?.papers?.length ?? 0) : path === '/api/admin/reviewercomments' ? (list?.reviewerComments?.length ?? 0) : null;
          return { path, reads: model(body), rows, bytes };
        })(),
      );
    };
    page.on('response', onResponse);
    await page.goto(spec.path, { waitUntil: 'commit' });
    const { domNodes, ...shown } = (await (await page.waitForFunction(firstShown(spec.signals), undefined, { polling: 'raf' })).jsonValue()) as Record<string, number>;
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
      bytes: calls.reduce((total, call) => total + call.bytes, 0),
      domNodes: domNodes ?? 0,
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
    answerBytes: median(samples.map((sample) => sample.bytes)),
    domNodes: median(samples.map((sample) => sample.domNodes)),
  };
}
