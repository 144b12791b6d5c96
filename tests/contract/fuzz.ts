// The contract fuzz: walks an OpenAPI document (not the route table), sends each operation the requests
// generate.ts makes, with no token and with each role's, and checks every answer against the document:
// a status the operation declares, below 500, and a JSON body that matches the schema declared for it
// (ajv, JSON Schema 2020-12). Seeded: the same seed sends the same requests, so a failure replays.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { casesFor, type Body, type Case, type JsonSchema, type Operation } from './generate';
import { pool } from '../../bench/lib/numbers';

export type Caller = 'anonymous' | 'author' | 'reviewer' | 'admin';

export interface FuzzOptions {
  baseUrl: string;
  document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
  /** An ID token for each role. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  seed: number;
  /** Generated requests per operation, each sent by every caller let in and one refused (callersFor). */
  runs: number;
  /** Only the operations whose operationId this matches. */
  only?: RegExp;
  /** The client address the requests claim (X-Forwarded-For), so throttling they cause stays theirs. */
  clientAddress?: string;
  /** Headers every request carries (the App Check token the site sends). */
  headers?: Record<string, string>;
  /** Requests of one operation in flight at once (default 3). */
  concurrency?: number;
}

export interface Failure {
  operationId: string;
  caller: Caller;
  request: string;
  status: number;
  problem: string;
  answer: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  failures: Failure[];
  /** Per operation, the statuses seen and how often. */
  seen: Record<string, Record<number, number>>;
  /** Per operation, the seconds its requests took, answers checked included. */
  seconds: Record<string, number>;
}

const callers: Caller[] = ['anonymous', 'author', 'reviewer', 'admin'];

/**
 * Who sends each request of an operation: every caller it lets in (the roles its `x-roles` names; everyone
 * when it needs no sign-in), and one it refuses, in turn, so that every case is also sent by someone the
 * operation must turn away with a declared 401 or 403.
 */
export function callersFor(operation: Operation, caseIndex: number): Caller[] {
  const signedIn = operation.security.some((entry) => 'firebaseIdToken' in entry);
  const roles = operation['x-roles'] ?? [];
  const allowed = !signedIn ? callers : callers.filter((caller) => caller !== 'anonymous' && (roles.length === 0 || roles.includes(caller)));
  const refused = callers.filter((caller) => !allowed.includes(caller));
  return refused.length === 0 ? allowed : [...allowed, refused[caseIndex % refused.length]!];
}

/** A stable number for an operation, so each operation's requests depend on the seed and its name only. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

function bodyInit(body: Body): { headers: Record<string, string>; body?: BodyInit } {
  if (body.kind === 'none') return { headers: {} };
  if (body.kind === 'text') return { headers: { 'Content-Type': body.contentType }, body: body.text };
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const file of body.files) form.append(file.name, new Blob([Uint8Array.from(file.bytes)], { type: file.type }), file.fileName);
  return { headers: {}, body: form };
}

/** A request as a failure report prints it: enough to see what was sent. */
function describe(method: string, url: string, caller: Caller, testCase: Case): string {
  const body =
    testCase.body.kind === 'none'
      ? 'no body'
      : testCase.body.kind === 'text'
        ? `${testCase.body.contentType}: ${testCase.body.text.slice(0, 300)}`
        : `multipart fields ${JSON.stringify(testCase.body.fields).slice(0, 300)}; files ${testCase.body.files.map((file) => `${file.name}=${file.fileName} (${file.type}, ${file.bytes.length} bytes)`).join(', ')}`;
  return `${method.toUpperCase()} ${url} as ${caller} [${testCase.variant}] ${body}`;
}

/** Sends every operation its generated requests and checks each answer against the document. */
export async function fuzzDocument(options: FuzzOptions): Promise<FuzzReport> {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'components', $defs: options.document.components.schemas });
  const report: FuzzReport = { seed: options.seed, requests: 0, failures: [], seen: {}, seconds: {} };
  const validators = new Map<string, ReturnType<Ajv2020['compile']>>();
  const validatorFor = (key: string, schema: JsonSchema & { $ref?: string }) => {
    let validate = validators.get(key);
    if (!validate) {
      const resolved = schema.$ref?.startsWith('#/components/schemas/') ? { $ref: `components#/$defs/${schema.$ref.slice('#/components/schemas/'.length)}` } : schema;
      validate = ajv.compile(resolved);
      validators.set(key, validate);
    }
    return validate;
  };

  for (const [template, item] of Object.entries(options.document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (options.only && !options.only.test(operation.operationId)) continue;
      const cases = fc.sample(casesFor(template, operation), { seed: (options.seed ^ hashOf(operation.operationId)) | 0, numRuns: options.runs });
      const seen: Record<number, number> = (report.seen[operation.operationId] = {});
      const begun = performance.now();
      const sends = cases.flatMap((testCase, caseIndex) => callersFor(operation, caseIndex).map((caller) => ({ testCase, caller })));
      // A few requests of the operation in flight at once (the site serves many callers at a time): the
      // test, the API and the database work side by side. Failures are reported in the order sent.
      const found: Array<Failure & { order: number }> = [];
      await pool(sends.length, options.concurrency ?? 3, async (order) => {
        const { testCase, caller } = sends[order]!;
        const query = new URLSearchParams(testCase.query).toString();
        const url = `${options.baseUrl}${testCase.path}${query ? `?${query}` : ''}`;
        const init = bodyInit(testCase.body);
        const headers: Record<string, string> = { ...options.headers, ...init.headers, ...(options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : {}) };
        if (caller !== 'anonymous') headers.Authorization = `Bearer ${options.tokens[caller]}`;
        const request = describe(method, url, caller, testCase);
        report.requests += 1;
        let response: Response;
        try {
          response = await fetch(url, { method: method.toUpperCase(), headers, body: init.body, redirect: 'manual' });
        } catch (error) {
          found.push({ order, operationId: operation.operationId, caller, request, status: 0, problem: `no answer: ${String(error)}`, answer: '' });
          return;
        }
        const text = await response.text();
        const status = response.status;
        seen[status] = (seen[status] ?? 0) + 1;
        const fail = (problem: string) => found.push({ order, operationId: operation.operationId, caller, request, status, problem, answer: text.slice(0, 400) });
        const declared = operation.responses[String(status)];
        if (status >= 500) {
          fail('an answer of 500 or more');
          return;
        }
        if (!declared) {
          fail(`status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`);
          return;
        }
        const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
        const content = declared.content?.[type];
        if (!content) {
          fail(`content type "${type}" is not declared for ${status} (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`);
          return;
        }
        if (type === 'application/json' && content.schema) {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            fail('the body is not JSON');
            return;
          }
          const validate = validatorFor(`${operation.operationId} ${status}`, content.schema);
          if (!validate(body)) fail(`the body is off its schema: ${ajv.errorsText(validate.errors)}`);
        }
      });
      report.failures.push(...found.sort((a, b) => a.order - b.order).map(({ order: _order, ...failure }) => failure));
      report.seconds[operation.operationId] = (performance.now() - begun) / 1000;
    }
  }
  return report;
}

/** A failure report a person can act on: the seed to replay with, and each failing request. */
export function formatFailures(report: FuzzReport): string {
  const lines = report.failures.slice(0, 40).map((failure) => `- ${failure.operationId}: ${failure.problem}\n    ${failure.request}\n    answered ${failure.status}: ${failure.answer}`);
  return `${report.failures.length} of ${report.requests} requests broke the contract (replay: FUZZ_SEED=${report.seed}):\n${lines.join('\n')}`;
}
