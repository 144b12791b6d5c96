// API latency under load, through Hosting as the SPA calls it (or from functions-framework, bench/lib/framework.ts): submit manuscript (1 MB PDF), submit
// payment, assign reviewer, submit review and publish, at 1, 10 and 50 concurrent clients. Each level
// takes its own fresh papers through the whole cycle (submit, pay, assign, review, accept, publish), so
// every request is a valid transition; the accept step prepares publish and is not reported.
import { randomBytes } from 'node:crypto';
import { labelledKeys } from '@confsys/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { db } from '../../functions/src/lib/admin';
import { call, demo, form, fullReview, loginAs, newAuthor, newReviewer, type Answer } from '../../tests/support/emulator';
import { pdfBytes, pngBytes, words } from '../../tests/support/files';
import { median, percentile, pool } from '../lib/numbers';

export const operationLabels = {
  submitManuscript: 'submit manuscript (1 MB PDF)',
  submitPayment: 'submit payment',
  assignReviewer: 'assign reviewer',
  submitReview: 'submit review',
  publish: 'publish',
};
export type Operation = keyof typeof operationLabels;
export const operations = labelledKeys(operationLabels);

/** Requests per level: every client sends a few, so a level yields enough samples for its percentiles. */
export const defaultLevels: ReadonlyArray<{ clients: number; requests: number }> = [
  { clients: 1, requests: 10 },
  { clients: 10, requests: 30 },
  { clients: 50, requests: 100 },
];

/** Which server answered: the functions emulator behind Hosting, or functions-framework in one process. */
export type ApiServer = 'emulator' | 'framework';

export const serverLabels: Record<ApiServer, string> = {
  emulator: 'functions emulator, through Hosting',
  framework: 'functions-framework, one process',
};

export interface LatencyFigures {
  server: ApiServer;
  operation: Operation;
  clients: number;
  requests: number;
  ok: number;
  errors: Array<{ status: number; message: string }>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  medianMs: number;
  /** Successful requests per second over the level's wall time. */
  throughput: number;
}

interface Fixtures {
  /** Where the measured requests go; undefined: the site (Hosting). */
  base: string | undefined;
  admin: string;
  authors: string[];
  reviewer: { token: string; recordId: string };
  manuscript: Uint8Array;
}

/** A valid PDF of 1 MiB: a page of text and an embedded file of random (incompressible) bytes. */
async function megabytePdf(): Promise<Uint8Array> {
  const target = 1024 * 1024;
  const build = async (padding: number) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('A benchmark manuscript.', { x: 50, y: 700, size: 12, font });
    await doc.attach(randomBytes(padding), 'data.bin', { mimeType: 'application/octet-stream' });
    return doc.save();
  };
  const probe = await build(target - 4096);
  return build(target - 4096 + (target - probe.length));
}

async function prepare(maxClients: number, base: string | undefined): Promise<Fixtures> {
  const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  const authors = await pool(maxClients, 10, async (index) => (await newAuthor(`bench${index}`)).token);

  // A reviewer account (password set through the emailed link) and the admin's record for it.
  const { email, token: reviewerToken } = await newReviewer('bench-reviewer', 'Review@2025');
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: admin,
    body: form({ name: 'Bench Reviewer', affiliation: 'Performance Research Institute', email, researchArea: 'Performance' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  if (record.status !== 201) throw new Error(`Adding the reviewer record failed: ${JSON.stringify(record.body)}`);
  return { base, admin, authors, reviewer: { token: reviewerToken, recordId: record.body.id }, manuscript: await megabytePdf() };
}


/** One request of an operation on paper `index` of the level; `author` submitted and pays for it. */
function request(fixtures: Fixtures, operation: Operation | 'accept', paperIds: string[], index: number, author: string): Promise<Answer> {
  const paperId = paperIds[index]!;
  switch (operation) {
    case 'submitManuscript': {
      const authors = [{ name: 'Bench Author', email: 'bench@example.org', organization: 'Benchmark College', phone: '9000000009', gender: 'Male', state: 'Kerala', country: 'India' }];
      return call('POST', '/api/authors/submit', {
        base: fixtures.base,
        token: author,
        body: form({ authorsDetails: JSON.stringify(authors), title: `Benchmark paper ${index}`, abstract: words(160), keywords: 'bench, load, latency, api' }, { file: [fixtures.manuscript, 'paper.pdf', 'application/pdf'] }),
      });
    }
    case 'submitPayment':
      return call('POST', '/api/authors/submit-payment', { base: fixtures.base, token: author, body: form({ paperId, upiId: 'bench@okbank', paymentDate: '2025-07-01' }, { receipt: [pngBytes, 'receipt.png', 'image/png'] }) });
    case 'assignReviewer':
      return call('POST', '/api/admin/assignreviewer', { base: fixtures.base, token: fixtures.admin, json: { paperId, reviewerId: fixtures.reviewer.recordId } });
    case 'submitReview':
      return call('POST', '/api/reviews/submitReview', { base: fixtures.base, token: fixtures.reviewer.token, json: fullReview(paperId) });
    case 'accept':
      return call('POST', '/api/admin/updatestatus', { base: fixtures.base, token: fixtures.admin, json: { paperId, status: 'Accepted' } });
    case 'publish':
      return call('PUT', `/api/admin/publish/${encodeURIComponent(paperId)}`, { base: fixtures.base, token: fixtures.admin });
  }
}

async function runLevel(fixtures: Fixtures, server: ApiServer, clients: number, requests: number): Promise<LatencyFigures[]> {
  // Author c submits (as client c) and pays for papers c, c + clients, ...
  let paperIds: string[] = Array.from({ length: requests }, () => '');
  const figures: LatencyFigures[] = [];
  for (const operation of [...operations.slice(0, 4), 'accept', 'publish'] as const) {
    const live = paperIds.map((id, index) => ({ id, index })).filter((entry) => operation === 'submitManuscript' || entry.id !== '');
    const started = performance.now();
    const outcomes = await pool(live.length, clients, async (position) => {
      const { index } = live[position]!;
      const sent = performance.now();
      try {
        const answer = await request(fixtures, operation, paperIds, index, fixtures.authors[index % clients]!);
        return { index, ms: performance.now() - sent, status: answer.status, body: answer.body };
      } catch (error) {
        return { index, ms: performance.now() - sent, status: 0, body: { message: String(error) } };
      }
    });
    const wallSeconds = (performance.now() - started) / 1000;
    const isOk = (status: number) => status >= 200 && status < 300;
    const succeeded = outcomes.filter((outcome) => isOk(outcome.status));
    const errors = outcomes
      .filter((outcome) => !isOk(outcome.status))
      .map((outcome) => ({ status: outcome.status, message: String((outcome.body as { message?: unknown })?.message ?? JSON.stringify(outcome.body)).slice(0, 200) }));
    // A failed step is retried one request at a time (not measured), so the next step keeps its full
    // sample; a paper that still fails leaves the cycle, as later steps would be refused for it.
    const next = Array.from({ length: requests }, () => '');
    const carry = (index: number, body: unknown) => {
      next[index] = operation === 'submitManuscript' ? String((body as { paperId?: string }).paperId ?? '') : paperIds[index]!;
    };
    for (const outcome of succeeded) carry(outcome.index, outcome.body);
    for (const outcome of outcomes.filter((entry) => !isOk(entry.status))) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const retried = await request(fixtures, operation, paperIds, outcome.index, fixtures.authors[outcome.index % clients]!).catch(() => null);
        if (retried && isOk(retried.status)) {
          carry(outcome.index, retried.body);
          break;
        }
      }
    }
    paperIds = next;
    if (operation === 'accept') {
      if (errors.length > 0) console.warn(`  preparing publish: ${errors.length} accept requests failed`, errors.slice(0, 3));
      continue;
    }
    const latencies = succeeded.map((outcome) => outcome.ms);
    figures.push({
      server,
      operation,
      clients,
      requests: outcomes.length,
      ok: succeeded.length,
      errors,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      medianMs: median(latencies),
      throughput: succeeded.length / wallSeconds,
    });
    const last = figures[figures.length - 1]!;
    console.log(
      `  ${operationLabels[operation]}, ${clients} clients: p50 ${last.p50Ms.toFixed(0)} ms, p95 ${last.p95Ms.toFixed(0)} ms, ${last.throughput.toFixed(1)} req/s, ${errors.length} errors`,
    );
  }
  return figures;
}

/**
 * The emulator's own speed at this moment, without the API: a transaction reading and writing one
 * scratch document through the Admin SDK. When the API figures change and this does not, the API did.
 */
async function emulatorBaselineMs(): Promise<number> {
  const scratch = db.collection('benchmark').doc('baseline');
  const samples: number[] = [];
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    await db.runTransaction(async (transaction) => {
      const count = ((await transaction.get(scratch)).get('count') as number | undefined) ?? 0;
      transaction.set(scratch, { count: count + 1 });
    });
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export async function measureApi(server: ApiServer, base?: string, levels = defaultLevels): Promise<{ baselineMs: number; figures: LatencyFigures[] }> {
  const fixtures = await prepare(Math.max(...levels.map((level) => level.clients)), base);
  const baselineMs = await emulatorBaselineMs();
  console.log(`  emulator baseline (one-document transaction, Admin SDK): ${baselineMs.toFixed(1)} ms`);
  const figures: LatencyFigures[] = [];
  for (const level of levels) figures.push(...(await runLevel(fixtures, server, level.clients, level.requests)));
  return { baselineMs, figures };
}
