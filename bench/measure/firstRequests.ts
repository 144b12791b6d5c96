// The first API request of each admin screen (and of the public list of accepted papers), sent alone
// through Hosting as the SPA sends it: the time, the bytes of the answer, and the Firestore documents
// it read, counted by the Admin SDK of the functions (READ_LOG_FILE, functions/src/lib/readLog.ts). A
// screen that reads a page should read about that page: the figure is flagged when the reads exceed
// the page size plus 100 (the settings, the counts, the row's related documents stay within that).
import { existsSync, readFileSync } from 'node:fs';
import { ApiPaths, bidsPageSize, paymentPageSize, plannedCalendar, proceedingsPageSize, proposalPageSize, publicAcceptedPageSize, type Calendar } from '@confsys/domain';
import { call, demo, loginAs, siteUrl } from '../../tests/support/emulator';
import { appCheckHeaders } from '../../tests/support/appCheck';
import { median } from '../lib/numbers';

/** Reads above a page's size plus this many are flagged. */
export const readsAllowance = 100;

/** The grids' first page (web/src/components/tables/cursorPaging.ts). */
const gridPage = 25;

interface FirstRequest {
  screen: string;
  path: string;
  /** Rows the answer holds at most; 0 for an answer that is not a list (counts). */
  pageSize: number;
}

/** The screens' first calls, with the query each screen sends for its first page. */
const firstRequests: FirstRequest[] = [
  { screen: 'admin dashboard (recent papers)', path: `${ApiPaths.getPapers}?pageSize=10&sort=paperId&order=desc`, pageSize: 10 },
  { screen: '/admin/papers', path: `${ApiPaths.getPapers}?pageSize=${gridPage}&sort=paperId&order=asc`, pageSize: gridPage },
  { screen: '/admin/papers (counts)', path: ApiPaths.paperCounts, pageSize: 0 },
  { screen: '/admin/publication', path: `${ApiPaths.getPapers}?pageSize=${gridPage}&sort=paperId&order=asc&status=Accepted,Published`, pageSize: gridPage },
  { screen: '/admin/comments', path: `${ApiPaths.reviewerComments}?pageSize=${gridPage}&sort=paperId&order=asc`, pageSize: gridPage },
  { screen: 'reviewers', path: `${ApiPaths.getReviewers}?pageSize=${gridPage}`, pageSize: gridPage },
  { screen: 'payments', path: ApiPaths.adminPayments, pageSize: paymentPageSize },
  { screen: 'audit log', path: `${ApiPaths.audit}?pageSize=${gridPage}`, pageSize: gridPage },
  { screen: 'deadline extensions', path: ApiPaths.extensions, pageSize: 0 },
  { screen: 'proceedings', path: `${ApiPaths.adminProceedings}?page=1`, pageSize: proceedingsPageSize },
  { screen: 'bids (papers nobody wants)', path: `${ApiPaths.bidOverview}?show=unwanted&page=1`, pageSize: bidsPageSize },
  { screen: 'email (automatic reminders)', path: ApiPaths.automaticReminders, pageSize: 0 },
  { screen: 'email (notifications switch)', path: ApiPaths.notificationSettings, pageSize: 0 },
  { screen: 'settings (calendar history)', path: ApiPaths.calendarHistory, pageSize: 0 },
  { screen: 'settings (fees)', path: ApiPaths.adminFees, pageSize: 0 },
  { screen: 'proceedings (settings)', path: ApiPaths.proceedingsSettings, pageSize: 0 },
];

const day = 24 * 60 * 60 * 1000;

export interface FirstRequestFigures {
  screen: string;
  method: 'GET' | 'POST';
  path: string;
  /** null: not a page (the proposal itself reads every open paper). */
  pageSize: number | null;
  status: number;
  /** Median over the runs, after one warm-up request. */
  ms: number;
  bytes: number;
  reads: number;
  /** Reads above the page size plus readsAllowance. */
  flagged: boolean;
  note?: string;
}

const readLogFile = () => process.env.READ_LOG_FILE ?? '';

/** Reads logged from `from` to `to` (epoch ms) by every process of the suite. */
function readsBetween(from: number, to: number): number {
  const file = readLogFile();
  if (!file || !existsSync(file)) throw new Error('No read log: READ_LOG_FILE is not set, or nothing was read.');
  let total = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [time, , reads] = line.split('\t');
    const at = Number(time);
    if (at >= from && at <= to) total += Number(reads);
  }
  return total;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface Sample {
  status: number;
  ms: number;
  bytes: number;
  reads: number;
  text: string;
}

/** One request, alone: its reads are the log lines written between its start and its answer. */
async function send(method: 'GET' | 'POST', path: string, token: string, json?: unknown): Promise<Sample> {
  const headers: Record<string, string> = { ...appCheckHeaders, Authorization: `Bearer ${token}` };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const from = Date.now();
  const started = performance.now();
  const response = await fetch(siteUrl + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const to = Date.now();
  // The reads are logged before the function answers; a moment for the file system, all the same.
  await sleep(50);
  return { status: response.status, ms, bytes: body.length, reads: readsBetween(from, to), text: body.toString('utf8') };
}

async function measureOne(request: { screen: string; method: 'GET' | 'POST'; path: string; pageSize: number | null; json?: unknown }, token: string, runs: number): Promise<FirstRequestFigures & { last: Sample }> {
  await send(request.method, request.path, token, request.json);
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await send(request.method, request.path, token, request.json));
  const last = samples.at(-1)!;
  const reads = Math.max(...samples.map((sample) => sample.reads));
  return {
    screen: request.screen,
    method: request.method,
    path: request.path,
    pageSize: request.pageSize,
    status: last.status,
    ms: median(samples.map((sample) => sample.ms)),
    bytes: median(samples.map((sample) => sample.bytes)),
    reads,
    flagged: request.pageSize !== null && reads > request.pageSize + readsAllowance,
    last,
  };
}

/** The assignment proposal: made once (POST, reads every open paper), then its first page (GET). */
async function measureProposalPage(token: string, runs: number): Promise<FirstRequestFigures[]> {
  // As bench/measure/proposal.ts asks for it: 3 per paper, the open papers spread over every reviewer.
  const reviewers = (await call<{ total: number }>('GET', `${ApiPaths.getReviewers}?pageSize=1`, { token })).body.total;
  const open = (await call<{ all: number }>('GET', `${ApiPaths.paperCounts}?status=submitted,Under%20Review`, { token })).body.all;
  const json = { reviewersPerPaper: 3, maxPerReviewer: Math.ceil((open * 3) / Math.max(1, reviewers)) + 2, papers: 'all-under-target', objective: 'fair' };
  const made = await measureOne(
    { screen: 'assignment proposal: making it', method: 'POST', path: ApiPaths.proposeAssignment, pageSize: null, json },
    token,
    1,
  );
  const { last, ...proposal } = made;
  const id = (JSON.parse(last.text || '{}') as { proposalId?: string }).proposalId;
  if (!id) return [{ ...proposal, note: `no proposal made (${last.status}): ${last.text.slice(0, 200)}` }];
  const page = await measureOne({ screen: 'assignment proposal: first page', method: 'GET', path: `${ApiPaths.proposalPage(id)}?page=1`, pageSize: proposalPageSize }, token, runs);
  const { last: pageAnswer, ...figures } = page;
  // Until the proposal's page endpoint is served, the slot stays in the table, marked.
  const missing = pageAnswer.status === 404 || pageAnswer.status === 405;
  return [proposal, missing ? { ...figures, note: `GET ${ApiPaths.proposalPage(':id')} not served yet (${pageAnswer.status})` } : figures];
}

/**
 * The public list of accepted papers, as visitors read it once decisions are public: before the
 * calendar's notification date it answers an empty list. The calendar is moved so that the notification
 * was two days ago (as tests/api/accepted.test.ts does), and put back as it was.
 */
async function measurePublicAccepted(token: string, runs: number): Promise<FirstRequestFigures> {
  const request = { screen: 'public accepted papers', method: 'GET' as const, path: ApiPaths.publicAccepted, pageSize: publicAcceptedPageSize };
  const original = (await call<{ calendar: Calendar | null }>('GET', ApiPaths.publicCalendar)).body.calendar;
  if (!original || Date.parse(original.notificationDate) <= Date.now()) {
    const { last: _last, ...figures } = await measureOne(request, token, runs);
    return original ? figures : { ...figures, note: 'no calendar stored: the list is closed' };
  }
  const notifying = { ...plannedCalendar(new Date(Date.now() - 72 * day), original.timeZone), biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null };
  const moved = await call('PUT', ApiPaths.adminCalendar, { token, json: notifying });
  if (moved.status !== 200) throw new Error(`Moving the calendar past its notification date failed: ${moved.status} ${JSON.stringify(moved.body)}`);
  try {
    const { last: _last, ...figures } = await measureOne(request, token, runs);
    return figures;
  } finally {
    await call('PUT', ApiPaths.adminCalendar, { token, json: original });
  }
}

export async function measureFirstRequests(runs: number): Promise<FirstRequestFigures[]> {
  if (!readLogFile()) throw new Error('READ_LOG_FILE is not set: the suite counts no reads.');
  const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  const figures: FirstRequestFigures[] = [];
  for (const request of firstRequests) {
    const { last: _last, ...measured } = await measureOne({ ...request, method: 'GET' }, admin, runs);
    figures.push(measured);
  }
  figures.push(await measurePublicAccepted(admin, runs));
  figures.push(...(await measureProposalPage(admin, runs)));
  return figures;
}

/** One line per request: ms, KB, reads against the page size plus the allowance. */
export function renderFirstRequests(size: number, figures: FirstRequestFigures[]): string {
  const lines = figures.map((entry) => {
    const limit = entry.pageSize === null ? 'not a page' : `≤ ${entry.pageSize + readsAllowance}`;
    const flag = entry.pageSize === null ? '' : entry.flagged ? ' ✗ over page size + 100' : ' ✓';
    return `  ${entry.screen}: ${entry.method} ${entry.path} → ${entry.status}, ${entry.ms.toFixed(0)} ms, ${(entry.bytes / 1024).toFixed(1)} KB, ${entry.reads} reads (${limit})${flag}${entry.note ? ` [${entry.note}]` : ''}`;
  });
  return [`First request of each admin screen, ${size} papers (median ms of the runs after a warm-up; reads counted by the Admin SDK):`, ...lines].join('\n');
}
