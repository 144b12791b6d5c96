// Every screen of every role on the seeded conference, at a desk (1280 px), on a tablet held upright
// (820 px) and on a phone (390 px), as the demo accounts see it: the time from navigation until its first data row shows (or, on a screen
// without rows, until it has stopped loading), its height, and the layout problems the browser suite
// looks for (tests/support/layout.ts). A problem, or a first row later than 2 s, fails the run.
import type { Browser, Page } from 'playwright-core';
import { Collections } from '@confsys/domain';
import { settled } from '../../tests/support/accessibility';
import { signIn } from '../../tests/support/browser';
import { db } from '../../tests/support/admin';
import { demo, siteUrl } from '../../tests/support/emulator';
import { layoutFigures } from '../../tests/support/layout';
import { everyScreen, type Persona } from '../../tests/support/screens';

export const desk = { width: 1280, height: 900 };
export const phone = { width: 390, height: 844 };
/** A tablet held upright: the grids' key columns may not fit, and must not scroll sideways either. */
export const tablet = { width: 820, height: 1180 };
/** The longest a screen may take to show its first row. */
export const firstRowGoalMs = 2_000;

export interface LayoutFigures {
  persona: Persona;
  path: string;
  /** Milliseconds from navigation until the first row showed, or the screen stopped loading. */
  shownMs: number;
  /** Whether shownMs is a first row (false: a screen without rows, until it stopped loading). */
  firstRow: boolean;
  rows: number;
  heightAtDesk: number;
  heightOnPhone: number;
  problemsAtDesk: string[];
  problemsOnTablet: string[];
  problemsOnPhone: string[];
}

const logins: Record<Exclude<Persona, 'visitor'>, { path: string; field: 'Email' | 'Username'; user: string; password: string; lands: string }> = {
  author: { path: '/authorlogin', field: 'Email', user: demo.author.email, password: demo.author.password, lands: '**/authordashboard**' },
  reviewer: { path: '/reviewerlogin', field: 'Email', user: demo.reviewer.email, password: demo.reviewer.password, lands: '**/reviewer' },
  admin: { path: '/adminlogin', field: 'Username', user: demo.admin.username, password: demo.admin.password, lands: '**/admindashboard' },
};

async function personaPage(browser: Browser, persona: Persona): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: desk, reducedMotion: 'reduce' });
  // The benchmark runs under tsx, which names the functions it compiles with a helper (__name) that the
  // page does not have; the checks handed to the page call it.
  await context.addInitScript({ content: 'window.__name = (target) => target;' });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  if (persona === 'visitor') return page;
  const login = logins[persona];
  await signIn(page, login.path, login.user, login.password, login.field);
  await page.waitForURL(login.lands);
  return page;
}

/** The papers the screens open: one the demo reviewer reviews (the admin's and reviewer's), one of the demo author's. */
async function screenPapers(): Promise<{ reviewed: string; own: string }> {
  const reviewed = await db.collection(Collections.papers).where('reviewerIds', 'array-contains', 'demo-reviewer').limit(1).select().get();
  const author = await db.collection(Collections.users).where('email', '==', demo.author.email).limit(1).get();
  const own = await db.collection(Collections.manuscripts).where('authorId', '==', author.docs[0]?.id ?? '').limit(1).select().get();
  if (reviewed.empty || own.empty) throw new Error('The layout check needs a paper of the demo author and one reviewed by the demo reviewer (the data set tops them up).');
  return { reviewed: reviewed.docs[0]!.id, own: own.docs[0]!.id };
}

/** Navigates and returns when the first row shows, or (no rows) when the screen has stopped loading. */
async function shown(page: Page, path: string): Promise<{ ms: number; firstRow: boolean }> {
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('tbody tr, .MuiDataGrid-row')) return { ms: performance.now(), firstRow: true };
      const loading = document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length > 0;
      return document.querySelector('h1') && !loading && document.readyState === 'complete' ? { ms: performance.now(), firstRow: false } : null;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as { ms: number; firstRow: boolean };
}

/** Measures every screen, or those whose address contains `only`. */
export async function measureLayout(browser: Browser, only?: string): Promise<LayoutFigures[]> {
  const papers = await screenPapers();
  const pages = new Map<Persona, Page>();
  const figures: LayoutFigures[] = [];
  for (const [persona, pattern] of everyScreen) {
    if (only && !pattern.includes(only)) continue;
    if (!pages.has(persona)) pages.set(persona, await personaPage(browser, persona));
    const page = pages.get(persona)!;
    const paper = persona === 'author' ? papers.own : papers.reviewed;
    const path = pattern.replace('{paper}', paper).replace('{sent}', paper);
    await page.setViewportSize(desk);
    let first: { ms: number; firstRow: boolean };
    let atDesk: Awaited<ReturnType<typeof layoutFigures>>;
    let onTablet: Awaited<ReturnType<typeof layoutFigures>>;
    let onPhone: Awaited<ReturnType<typeof layoutFigures>>;
    try {
      first = await shown(page, path);
      await settled(page);
      atDesk = await layoutFigures(page);
      await page.setViewportSize(tablet);
      await settled(page);
      onTablet = await layoutFigures(page);
      await page.setViewportSize(phone);
      await settled(page);
      onPhone = await layoutFigures(page);
    } catch (error) {
      // A screen that never finishes loading is a finding of its own; the others are still measured.
      const problem = `did not finish loading: ${(error as Error).message.split('\n')[0]}`;
      figures.push({ persona, path, shownMs: Number.NaN, firstRow: false, rows: 0, heightAtDesk: 0, heightOnPhone: 0, problemsAtDesk: [problem], problemsOnTablet: [], problemsOnPhone: [] });
      console.log(`${persona} ${path}: ${problem}`);
      continue;
    }
    figures.push({
      persona,
      path,
      shownMs: Math.round(first.ms),
      firstRow: first.firstRow,
      rows: atDesk.rows,
      heightAtDesk: atDesk.height,
      heightOnPhone: onPhone.height,
      problemsAtDesk: [...new Set(atDesk.problems)],
      problemsOnTablet: [...new Set(onTablet.problems)],
      problemsOnPhone: [...new Set(onPhone.problems)],
    });
    console.log(`${persona} ${path}: ${Math.round(first.ms)} ms, ${atDesk.rows} rows, ${atDesk.height} px / ${onPhone.height} px, ${atDesk.problems.length + onTablet.problems.length + onPhone.problems.length} problems`);
    for (const problem of [...new Set(atDesk.problems)].slice(0, 4)) console.log(`    at ${desk.width} px: ${problem}`);
    for (const problem of [...new Set(onTablet.problems)].slice(0, 4)) console.log(`    at ${tablet.width} px: ${problem}`);
    for (const problem of [...new Set(onPhone.problems)].slice(0, 4)) console.log(`    at ${phone.width} px: ${problem}`);
  }
  await Promise.all([...pages.values()].map((page) => page.context().close()));
  return figures;
}

/** Problems listed per screen and width (a long list repeats one problem row after row). */
const shownProblems = 8;

/** One line per screen, then each problem; the goals: no problem, the first row within 2 s. */
export function renderLayout(size: number, figures: LayoutFigures[]): string {
  const lines = [`Every screen at ${desk.width}, ${tablet.width} and ${phone.width} px, ${size} papers (first row ≤ ${firstRowGoalMs} ms, no layout problem):`];
  for (const entry of figures) {
    const fast = entry.shownMs <= firstRowGoalMs;
    const clean = entry.problemsAtDesk.length + entry.problemsOnTablet.length + entry.problemsOnPhone.length === 0;
    lines.push(
      `  ${fast && clean ? '✓' : '✗'} ${entry.persona} ${entry.path}: ${entry.firstRow ? 'first row' : 'loaded'} in ${entry.shownMs} ms; ${entry.rows} rows; ${entry.heightAtDesk} px tall at the desk, ${entry.heightOnPhone} px on the phone`,
    );
    for (const [width, problems] of [[desk.width, entry.problemsAtDesk], [tablet.width, entry.problemsOnTablet], [phone.width, entry.problemsOnPhone]] as const) {
      for (const problem of problems.slice(0, shownProblems)) lines.push(`      at ${width} px: ${problem}`);
      if (problems.length > shownProblems) lines.push(`      at ${width} px: … and ${problems.length - shownProblems} more`);
    }
  }
  return lines.join('\n');
}

/** Whether every screen met both goals. */
export const layoutPassed = (figures: LayoutFigures[]) => figures.every((entry) => entry.shownMs <= firstRowGoalMs && entry.problemsAtDesk.length + entry.problemsOnPhone.length === 0);
