// The benchmark's one table: a row per figure, a column per data set size, the target beside it and
// how the figure grows from the smallest to the largest size. Printed as Markdown, saved as JSON.
import type { LatencyFigures } from '../measure/api';
import { operationLabels, operations, serverLabels, type ApiServer } from '../measure/api';
import type { LighthouseFigures } from '../measure/lighthouse';
import { signInPaths, type PageWeight } from '../measure/publicPages';
import { publicScriptBudgetKb } from '../../tests/support/pageWeight';
import type { ScreenFigures, ScreenName } from '../measure/screens';
import type { FirstRequestFigures } from '../measure/firstRequests';
import type { LayoutFigures } from '../measure/layout';
import type { SurgeFigures } from '../measure/surge';
import type { NotificationDayFigures } from '../measure/notificationDay';
import type { BulkDecisionFigures } from '../measure/bulkDecision';
import type { RegistrationFigures } from '../measure/registrationDeadline';
import { renderWrites } from './writeCounts';

export interface SizeResult {
  /** The size asked for, and the papers the database held while the screens were measured. */
  size: number;
  papers: number;
  demoAuthorPapers: number;
  demoReviewerPapers: number;
  publicPages: PageWeight[];
  lighthouse: LighthouseFigures[] | null;
  screens: ScreenFigures[];
  api: LatencyFigures[];
  /** A one-document transaction straight to the emulator just before the API figures (ms). */
  emulatorBaselineMs: number | null;
  /** The deadline surge (bench/measure/surge.ts), when measured. */
  surge?: SurgeFigures | null;
  /** The bulk decision (bench/measure/bulkDecision.ts), when measured. */
  bulkDecision?: BulkDecisionFigures | null;
  /** The registration deadline (bench/measure/registrationDeadline.ts), when measured. */
  registration?: RegistrationFigures | null;
  /** Every screen's first row and layout at desk and phone width (bench/measure/layout.ts), when measured. */
  layout?: LayoutFigures[];
  /** The first request of each admin screen: ms, bytes, reads (bench/measure/firstRequests.ts), when measured. */
  firstRequests?: FirstRequestFigures[];
  /** The automatic assignment through the API on this data set (bench/measure/proposal.ts), when measured. */
  proposal?: string[];
  /** Notification day: visitors at the moment the public list opens, and right after a change (bench/measure/notificationDay.ts), when measured. */
  notification?: NotificationDayFigures;
}

export interface Row {
  figure: string;
  target: string;
  /** One cell per size, as printed. */
  cells: string[];
  /** Largest size over smallest, as printed. */
  growth: string;
  /** The numbers behind the cells (null: not measured at that size). */
  values: Array<number | number[] | boolean | null>;
}

const kb = (bytes: number) => bytes / 1024;
const fixed = (digits: number) => (value: number) => value.toFixed(digits);

function ratio(first: number | undefined, last: number | undefined): string {
  if (first === undefined || last === undefined || !Number.isFinite(first) || !Number.isFinite(last)) return '—';
  if (first === 0) return last === 0 ? '×1.00' : '—';
  return `×${(last / first).toFixed(2)}`;
}

/** A row of one number per size; `meets` marks each value against the target. */
function numberRow(figure: string, target: string, values: Array<number | null>, format: (value: number) => string, meets?: (value: number) => boolean): Row {
  const measured = values.filter((value): value is number => value !== null);
  return {
    figure,
    target,
    cells: values.map((value) => (value === null ? '—' : format(value) + (meets ? (meets(value) ? ' ✓' : ' ✗') : ''))),
    growth: measured.length > 1 ? ratio(measured[0], measured[measured.length - 1]) : '—',
    values,
  };
}

export function buildRows(results: SizeResult[]): Row[] {
  const rows: Row[] = [];
  const each = <T>(pick: (result: SizeResult) => T | null | undefined) => results.map((result) => pick(result) ?? null);

  rows.push(numberRow('papers in the database', '', each((result) => result.papers), String));

  for (const path of results[0]?.publicPages.map((page) => page.path) ?? []) {
    const page = (result: SizeResult) => result.publicPages.find((entry) => entry.path === path);
    // The sign-in pages' goals: at most 200 KB transferred cold, and LCP within 250 ms.
    const signIn = (signInPaths as readonly string[]).includes(path);
    const area = signIn ? 'sign-in' : 'public';
    rows.push(numberRow(`${area} ${path}: JavaScript, KB gzip`, signIn ? '' : `≤ ${publicScriptBudgetKb}`, each((result) => (page(result) ? kb(page(result)!.jsGzipBytes) : null)), fixed(1), signIn ? undefined : (value) => value <= publicScriptBudgetKb));
    rows.push(numberRow(`${area} ${path}: JavaScript files downloaded`, '', each((result) => page(result)?.jsFiles), String));
    rows.push(numberRow(`${area} ${path}: CSS, KB gzip`, '', each((result) => (page(result) ? kb(page(result)!.cssGzipBytes) : null)), fixed(1)));
    rows.push(numberRow(`${area} ${path}: everything transferred, KB`, signIn ? '≤ 200' : '', each((result) => (page(result) ? kb(page(result)!.transferBytes) : null)), fixed(1), signIn ? (value) => value <= 200 : undefined));
    rows.push(numberRow(`${area} ${path}: LCP in Chromium, ms`, signIn ? '≤ 250' : '', each((result) => page(result)?.lcpMs), fixed(0), signIn ? (value) => value <= 250 : undefined));
    rows.push(numberRow(`${area} ${path}: requests`, '', each((result) => page(result)?.requests), String));
    const sdk = each((result) => page(result)?.firebaseSdk);
    rows.push({ figure: `${area} ${path}: Firebase SDK loaded`, target: 'no', cells: sdk.map((value) => (value === null ? '—' : value ? 'yes ✗' : 'no ✓')), growth: '—', values: sdk });
    const lighthouse = (result: SizeResult) => result.lighthouse?.find((entry) => entry.path === path);
    if (results.some((result) => lighthouse(result))) {
      rows.push(numberRow(`public ${path}: Lighthouse performance`, '≥ 95', each((result) => lighthouse(result)?.performance), String, (value) => value >= 95));
      rows.push(numberRow(`public ${path}: Lighthouse LCP, s`, '< 1.8', each((result) => (lighthouse(result) ? lighthouse(result)!.lcpMs / 1000 : null)), fixed(2), (value) => value < 1.8));
      rows.push(numberRow(`public ${path}: Lighthouse TBT, ms`, '', each((result) => lighthouse(result)?.tbtMs), fixed(0)));
    }
  }

  const screen = (result: SizeResult, name: ScreenName) => result.screens.find((entry) => entry.screen === name);
  const reads = (figures: ScreenFigures | undefined) => (figures ? figures.listenerDocs + figures.apiReads : null);
  const readsCell = (figures: ScreenFigures | null) => (figures ? `${figures.listenerDocs} + ${figures.apiReads} = ${figures.listenerDocs + figures.apiReads}` : '—');
  const screenRows: Array<[ScreenName, string, string]> = [
    ['author', 'author dashboard: first row shown, ms', 'table'],
    ['reviewer', 'reviewer dashboard: first row shown, ms', 'table'],
    ['admin', 'admin dashboard: count cards show numbers, ms', 'counts'],
    ['admin', 'admin dashboard: Submitted Papers grid rows shown, ms', 'grid'],
  ];
  for (const [name, figure, signal] of screenRows) rows.push(numberRow(figure, '', each((result) => screen(result, name)?.shownMs[signal]), fixed(0)));
  for (const name of ['author', 'reviewer', 'admin'] as const) {
    const figures = each((result) => screen(result, name));
    const totals = figures.map((entry) => reads(entry ?? undefined));
    const measured = totals.filter((value): value is number => value !== null);
    rows.push({
      figure: `${name} dashboard: Firestore reads (listeners + API)`,
      target: name === 'admin' ? 'see next rows' : '',
      cells: figures.map(readsCell),
      growth: measured.length > 1 ? ratio(measured[0], measured[measured.length - 1]) : '—',
      values: totals,
    });
  }
  rows.push(numberRow('admin dashboard: grid rows received', '≤ 10', each((result) => screen(result, 'admin')?.gridRows), String, (value) => value <= 10));
  // The admin's screens with paper lists: the issue's goals are the first row within 500 ms at 20,000
  // papers, growing at most 1.2× from 2,000 to 20,000, with answer bytes and DOM nodes flat.
  const listScreens: Array<[ScreenName, string, string]> = [
    ['admin', 'admin dashboard (recent papers)', 'grid'],
    ['adminPapers', '/admin/papers', 'grid'],
    ['adminPublication', '/admin/publication', 'grid'],
    ['adminComments', '/admin/comments', 'grid'],
  ];
  for (const [name, label, signal] of listScreens) {
    rows.push(numberRow(`${label}: first row shown, ms`, '≤ 500, ×1.2', each((result) => screen(result, name)?.shownMs[signal]), fixed(0), (value) => value <= 500));
    rows.push(numberRow(`${label}: list answers, KB`, 'flat', each((result) => (screen(result, name) ? kb(screen(result, name)!.answerBytes) : null)), fixed(1)));
    rows.push(numberRow(`${label}: DOM nodes`, 'flat', each((result) => screen(result, name)?.domNodes), String));
    if (name !== 'admin') rows.push(numberRow(`${label}: Firestore reads (listeners + API)`, 'flat', each((result) => reads(screen(result, name))), String));
  }

  rows.push(numberRow('emulator baseline: one-document transaction (Admin SDK), ms', '', each((result) => result.emulatorBaselineMs), fixed(1)));
  const levels = [...new Set(results.flatMap((result) => result.api.map((entry) => entry.clients)))].sort((a, b) => a - b);
  const servers = (['emulator', 'framework'] as const).filter((server) => results.some((result) => result.api.some((entry) => entry.server === server)));
  for (const server of servers) {
    for (const operation of operations) {
      for (const clients of levels) {
        const figures = each((result) => result.api.find((entry) => entry.server === server && entry.operation === operation && entry.clients === clients));
        const measured = figures.filter((entry): entry is LatencyFigures => entry !== null);
        const first = measured[0];
        const last = measured[measured.length - 1];
        rows.push({
          figure: `API (${serverLabels[server]}) ${operationLabels[operation]}, ${clients} client${clients === 1 ? '' : 's'}: p50/p95/p99 ms · req/s`,
          target: apiTarget(server, clients),
          cells: figures.map((entry) =>
            entry === null
              ? '—'
              : `${entry.p50Ms.toFixed(0)}/${entry.p95Ms.toFixed(0)}/${entry.p99Ms.toFixed(0)} · ${entry.throughput.toFixed(1)}` +
                (entry.errors.length > 0 ? ` · ${entry.errors.length}/${entry.requests} errors ✗` : ''),
          ),
          growth:
            measured.length > 1 && first && last
              ? `${ratio(first.p50Ms, last.p50Ms)}/${ratio(first.p95Ms, last.p95Ms)}/${ratio(first.p99Ms, last.p99Ms)} · ${ratio(first.throughput, last.throughput)}`
              : '—',
          values: figures.map((entry) => (entry === null ? null : [entry.p50Ms, entry.p95Ms, entry.p99Ms, entry.throughput, entry.errors.length])),
        });
      }
    }
  }
  return rows;
}

/** The goal of a latency row: production-like serving answers within 300 ms at p95 with 50 clients. */
function apiTarget(server: ApiServer, clients: number): string {
  return server === 'framework' && clients === 50 ? 'p95 ≤ 300, 0 errors' : '0 errors';
}

export function renderTable(rows: Row[], sizes: number[]): string {
  const header = ['figure', 'target', ...sizes.map((size) => `${size} papers`), ...(sizes.length > 1 ? [`${sizes[sizes.length - 1]}/${sizes[0]}`] : [])];
  const body = rows.map((row) => [row.figure, row.target, ...row.cells, ...(sizes.length > 1 ? [row.growth] : [])]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The surge's figures as the report prints them. */
export function renderSurge(surge: SurgeFigures): string {
  const line = (name: string, figures: SurgeFigures['submit']) =>
    `  ${name}: ${figures.ok}/${figures.requests} ok, p50 ${figures.p50Ms.toFixed(0)} ms, p95 ${figures.p95Ms.toFixed(0)} ms, p99 ${figures.p99Ms.toFixed(0)} ms, ${figures.errors.length} errors`;
  return [
    `Deadline surge (functions-framework, one process): ${surge.authors} authors within ${surge.windowSeconds} s, a third in the last minute`,
    line('submit (1-5 MB PDF)', surge.submit),
    line('edit (title and a new PDF)', surge.edit),
    line('withdraw', surge.withdraw),
    `  acknowledged ${surge.acknowledged}, stored as acknowledged ${surge.stored}, lost ${surge.lost.length}${surge.lost.length ? ` (${surge.lost.slice(0, 5).join(', ')})` : ''}; counters equal a recount: ${surge.countersMatch ? 'yes' : 'NO'}; invariant violations: ${surge.invariantViolations.length}`,
    renderWrites(surge.writes),
  ].join('\n');
}
