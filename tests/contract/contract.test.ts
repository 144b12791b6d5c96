// The contract fuzz in the test suite: every operation of /api/openapi.json, as a client that knows only
// the document would call it, with no token and with each role's; every answer is a status the document
// declares for it, below 500, with a JSON body on its declared schema. Afterwards the invariants hold
// and the demo accounts still sign in. It runs after the other suites (its own vitest project), so what
// it creates never meets their counts.
//   FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> sends more requests per operation (default 12, each by every caller
//   the operation lets in and one it refuses, in turn);
//   FUZZ_ONLY=<regexp> keeps the operations whose operationId matches.
import { describe, expect, it } from 'vitest';
import { ApiPaths } from '@confsys/domain';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { call, demo, loginAs, siteUrl } from '../support/emulator';
import { appCheckHeaders } from '../support/appCheck';
import { formatFailures, fuzzDocument, type FuzzOptions } from './fuzz';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 12);

async function demoTokens(): Promise<FuzzOptions['tokens']> {
  return {
    author: await loginAs('author', demo.author.email, demo.author.password),
    reviewer: await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password),
    admin: await loginAs('admin', demo.admin.username, demo.admin.password),
  };
}

describe('the API contract under fuzzing', () => {
  it(`answers every generated request as the document declares (seed ${seed})`, { timeout: 30 * 60_000 }, async () => {
    const document = (await call<FuzzOptions['document']>('GET', ApiPaths.openapi)).body;
    const report = await fuzzDocument({
      baseUrl: siteUrl,
      document,
      tokens: await demoTokens(),
      seed,
      runs,
      only: process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined,
      clientAddress: '198.51.100.7',
      headers: appCheckHeaders,
    });
    const slowest = Object.entries(report.seconds).sort(([, a], [, b]) => b - a).slice(0, 8);
    console.log(`Contract fuzz: ${report.requests} requests over ${Object.keys(report.seen).length} operations, seed ${seed}; slowest: ${slowest.map(([id, seconds]) => `${id} ${seconds.toFixed(1)} s`).join(', ')}`);
    expect(report.requests).toBeGreaterThan(Object.keys(report.seen).length * runs);
    expect(report.failures, formatFailures(report)).toEqual([]);
    // The fuzz reaches past the gates: some requests are refused by the schema, some by the handlers' own checks.
    const statuses = new Set(Object.values(report.seen).flatMap((counts) => Object.keys(counts).map(Number)));
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 415]));
    // Every operation that needs a sign-in turned a caller away: the roles its document names are the ones it enforces.
    const turnedNobodyAway = Object.entries(document.paths)
      .flatMap(([, item]) => Object.values(item))
      .filter((operation) => operation.security.some((scheme) => 'firebaseIdToken' in scheme) && report.seen[operation.operationId])
      .filter((operation) => !(401 in report.seen[operation.operationId]!) && !(403 in report.seen[operation.operationId]!))
      .map((operation) => operation.operationId);
    expect(turnedNobodyAway).toEqual([]);
  });

  it('leaves the invariants holding and the demo accounts signing in', { timeout: 5 * 60_000 }, async () => {
    const violations = await checkInvariants({ settleMs: 30_000 });
    expect(violations).toEqual([]);
    const tokens = await demoTokens();
    for (const token of Object.values(tokens)) expect((await call('GET', ApiPaths.session, { token })).status).toBe(200);
  });
});
