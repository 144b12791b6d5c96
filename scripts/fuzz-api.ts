// The contract fuzz against a running site (`npm start`, seeded or not): `npm run fuzz -- [--seed n]
// [--runs n] [--only regexp] [--base http://127.0.0.1:5000]`. It signs the demo accounts in, walks the
// site's /api/openapi.json as tests/contract does, prints what it saw per operation and every request
// that broke the contract, then checks the invariants. Exits 1 on any failure.
import { parseArgs } from 'node:util';
import { checkInvariants } from '../functions/src/lib/invariants';
import { appCheckHeaders } from '../tests/support/appCheck';
import { demo, idTokenFor } from '../tests/support/emulator';
import { formatFailures, fuzzDocument, type FuzzOptions } from '../tests/contract/fuzz';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string', default: '12' },
    only: { type: 'string' },
    base: { type: 'string', default: 'http://127.0.0.1:5000' },
  },
});
const base = values.base!;
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);

async function signIn(path: string, payload: Record<string, string>): Promise<string> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...appCheckHeaders }, body: JSON.stringify(payload) });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`Sign-in at ${path} failed: ${response.status} ${body.message}`);
  return idTokenFor(body.token);
}

const tokens: FuzzOptions['tokens'] = {
  author: await signIn('/api/authors/login', { email: demo.author.email, password: demo.author.password }),
  reviewer: await signIn('/api/reviewers/reviewerlogin', { email: demo.reviewer.email, password: demo.reviewer.password }),
  admin: await signIn('/api/admin/login', { username: demo.admin.username, password: demo.admin.password }),
};
const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as FuzzOptions['document'];
const started = Date.now();
const report = await fuzzDocument({ baseUrl: base, document, tokens, seed, runs: Number(values.runs), only: values.only ? new RegExp(values.only) : undefined, clientAddress: '198.51.100.8', headers: appCheckHeaders });
const seconds = (Date.now() - started) / 1000;
console.log(`Contract fuzz of ${base}: ${report.requests} requests over ${Object.keys(report.seen).length} operations in ${seconds.toFixed(1)} s, seed ${seed}`);
for (const [operation, counts] of Object.entries(report.seen)) {
  console.log(`  ${operation.padEnd(26)} ${Object.entries(counts).map(([status, count]) => `${status}×${count}`).join(' ')}`);
}
const violations = await checkInvariants({ settleMs: 30_000 });
for (const violation of violations) console.error(`  broken invariant ${violation.invariant}: ${violation.detail}`);
if (report.failures.length > 0) console.error(formatFailures(report));
console.log(report.failures.length === 0 && violations.length === 0 ? 'The API kept its contract; the invariants hold.' : 'FAILED');
process.exit(report.failures.length === 0 && violations.length === 0 ? 0 : 1);
