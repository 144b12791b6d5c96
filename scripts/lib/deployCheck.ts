// What a deploy would refuse, found before anything is uploaded and without credentials: the functions
// runtime (against the deploying firebase-tools' runtime table and the emulators'), each function's
// region and scaling limits, the configuration the functions read (parameters, secrets, .env files),
// the Firestore indexes and TTL policies, whether the security rules compile, and the recovery plan
// (point-in-time recovery, daily backups, the invoices' retention: scripts/lib/recovery.ts).
// Used by `npm run deploy:check` (scripts/deploy-check.ts) and `npm run deploy`.
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { join, relative } from 'node:path';
import { Collections, ExpiringDocuments, auditLogIndexes, certificateListIndexes, paperListIndexes, paymentIndexes, retentionIndexes, reviewerListIndexes } from '@confsys/domain';
import { recoveryPlan, type RecoveryPlan } from '../../functions/src/lib/recovery';
import { deployToolsDir } from './deployTools.mjs';
import { emulatorEnv, firebaseCommand, root } from './emulators.mjs';
import { checkRecovery } from './recovery';

export interface Findings {
  /** What a deploy would refuse, or what would break once deployed: each fails the check. */
  problems: string[];
  /** Worth knowing, not blocking: a runtime nearing deprecation, commands to run for a project. */
  notes: string[];
}

const findings = (): Findings => ({ problems: [], notes: [] });
const merge = (...parts: Findings[]): Findings => ({ problems: parts.flatMap((part) => part.problems), notes: parts.flatMap((part) => part.notes) });

export interface RuntimeInfo {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}
export type RuntimeTable = Record<string, RuntimeInfo>;

/** Loads a module of an installed firebase-tools (`deploy/` for the deploying one, the root for the emulators'). */
export function firebaseToolsModule<T>(fromDir: string, path: string): T {
  return createRequire(join(fromDir, 'package.json'))(`firebase-tools/${path}`) as T;
}

/** The runtime table of the firebase-tools installed under `fromDir`. */
export function runtimeTable(fromDir: string): RuntimeTable {
  return firebaseToolsModule<{ RUNTIMES: RuntimeTable }>(fromDir, 'lib/deploy/functions/runtimes/supported/types.js').RUNTIMES;
}

export interface RuntimeInput {
  /** functions/package.json `engines.node` */
  enginesNode: string | undefined;
  /** firebase.json `functions[].runtime` */
  configRuntime: string | undefined;
  /** The deploying firebase-tools' runtime table. */
  deployRuntimes: RuntimeTable;
  /** The emulators' firebase-tools' runtime table: the tests run the functions only on a runtime it knows. */
  emulatorRuntimes: RuntimeTable;
  now: Date;
}

/** The functions runtime: named in firebase.json, agreeing with `engines`, known, not decommissioned, and one the emulators run. */
export function checkRuntime({ enginesNode, configRuntime, deployRuntimes, emulatorRuntimes, now }: RuntimeInput): Findings {
  const result = findings();
  if (!configRuntime) {
    result.problems.push('firebase.json names no functions runtime: set "runtime" (for example "nodejs22") beside "source".');
    return result;
  }
  if (enginesNode !== undefined && configRuntime !== `nodejs${enginesNode}`) {
    result.problems.push(`firebase.json deploys the functions on ${configRuntime}, but functions/package.json "engines" asks for Node ${enginesNode}: make them agree.`);
  }
  const info = deployRuntimes[configRuntime];
  if (!info) {
    const known = Object.keys(deployRuntimes).filter((name) => name.startsWith('nodejs'));
    result.problems.push(`Cloud Functions has no runtime "${configRuntime}": the deploying firebase-tools knows ${known.join(', ')}.`);
    return result;
  }
  const day = now.toISOString().slice(0, 10);
  if (day >= info.decommissionDate) {
    result.problems.push(`${info.friendly} (${configRuntime}) was decommissioned on ${info.decommissionDate}: Cloud Functions no longer creates or updates functions on it.`);
  } else if (day >= info.deprecationDate) {
    result.notes.push(`${info.friendly} (${configRuntime}) was deprecated on ${info.deprecationDate}; deploys stop on ${info.decommissionDate}.`);
  } else {
    result.notes.push(`${info.friendly} (${configRuntime}): deprecated on ${info.deprecationDate}, decommissioned on ${info.decommissionDate}.`);
  }
  if (!emulatorRuntimes[configRuntime]) {
    result.problems.push(`The emulators' firebase-tools does not know ${configRuntime}: the tests could not run the functions on the runtime production uses.`);
  }
  return result;
}

/** One function of the functions manifest (the `endpoints` of firebase-functions' discovery output). */
export interface ManifestEndpoint {
  region?: string[];
  maxInstances?: number | string | null;
  concurrency?: number | string | null;
  httpsTrigger?: unknown;
  secretEnvironmentVariables?: Array<{ key: string }>;
}
export interface ManifestParam {
  name: string;
  type?: string;
  default?: unknown;
}
export interface FunctionsManifest {
  endpoints: Record<string, ManifestEndpoint>;
  params?: ManifestParam[];
}

export interface HostingRewrite {
  source?: string;
  function?: string | { functionId?: string; region?: string };
}

/**
 * Every function names its region and its instance limit, and HTTPS functions their concurrency;
 * every Hosting rewrite to a function names one that exists, in the region it runs in.
 */
export function checkEndpoints(manifest: FunctionsManifest, rewrites: HostingRewrite[] = []): Findings {
  const result = findings();
  for (const rewrite of rewrites) {
    if (!rewrite.function) continue;
    const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function, region: 'us-central1' } : rewrite.function;
    const endpoint = target.functionId ? manifest.endpoints[target.functionId] : undefined;
    if (!endpoint) result.problems.push(`Hosting rewrites ${rewrite.source} to a function "${target.functionId}" that the functions do not export.`);
    else if (!endpoint.httpsTrigger) result.problems.push(`Hosting rewrites ${rewrite.source} to ${target.functionId}, which is not an HTTPS function.`);
    else if (target.region && endpoint.region && !endpoint.region.includes(target.region)) {
      result.problems.push(`Hosting rewrites ${rewrite.source} to ${target.functionId} in ${target.region}, but it runs in ${endpoint.region.join(', ')}.`);
    }
  }
  const names = Object.keys(manifest.endpoints);
  if (names.length === 0) result.problems.push('The functions export no function.');
  for (const name of names) {
    const endpoint = manifest.endpoints[name]!;
    if (!endpoint.region?.length) result.problems.push(`Function ${name} names no region: set \`region\` in its options.`);
    if (endpoint.maxInstances == null) result.problems.push(`Function ${name} sets no \`maxInstances\`: a burst could scale it without limit.`);
    if (endpoint.httpsTrigger && endpoint.concurrency == null) result.problems.push(`HTTPS function ${name} sets no \`concurrency\`.`);
  }
  return result;
}

/**
 * Environment variables the platform or the emulator suite provides, which the functions may read
 * without declaring them as parameters.
 */
export const providedVariables: Record<string, string> = {
  GCLOUD_PROJECT: 'set by Cloud Functions',
  FUNCTIONS_EMULATOR: 'set by the functions emulator',
  FIREBASE_AUTH_EMULATOR_HOST: 'set by the emulator suite',
  FIRESTORE_EMULATOR_HOST: 'set by the emulator suite',
  FIREBASE_STORAGE_EMULATOR_HOST: 'set by the emulator suite',
  FILE_STORE_DIR: 'read only in the emulator suite (the local file store)',
  API_CHECK_ANSWERS: 'set by npm test only: answers checked against their schemas (unset when deployed: no check)',
  WRITE_LOG_FILE: 'set by npm run bench only: the writes per document are logged (functions/src/lib/writeLog.ts; unset when deployed: no log)',
  READ_LOG_FILE: 'set by npm run bench only: the document reads are logged (functions/src/lib/readLog.ts; unset when deployed: no log)',
  NODE_ENV: 'production when deployed',
};

/** Parameters only the emulator suite sets: a deployed project's .env files must not. */
export const emulatorOnlyParameters = ['APP_CHECK_DEBUG_TOKEN'];

/** The `process.env.NAME` reads in a source folder, with the files that make them. */
export function environmentReads(sourceDir: string): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/process\.env(?:\.([A-Z0-9_]+)|\[['"]([A-Z0-9_]+)['"]\])/g)) {
          const name = (match[1] ?? match[2])!;
          reads.set(name, [...(reads.get(name) ?? []), relative(root, path)]);
        }
      }
    }
  };
  visit(sourceDir);
  return reads;
}

export interface EnvironmentInput {
  manifest: FunctionsManifest;
  reads: Map<string, string[]>;
  /** Each .env file a deploy to `project` loads, by file name, as firebase-tools parses it. */
  envFiles: Record<string, Record<string, string>>;
  /** The Firebase project to check values for; undefined checks what holds for every project. */
  project: string | undefined;
}

/**
 * Configuration: every variable the code reads is a declared parameter or provided by the platform;
 * every secret is bound to a function that can read it and not also set in a .env file (a deploy
 * refuses the overlap); for a real project, every parameter without a default has a value.
 */
export function checkEnvironment({ manifest, reads, envFiles, project }: EnvironmentInput): Findings {
  const result = findings();
  const params = manifest.params ?? [];
  const declared = new Set(params.map((param) => param.name));
  for (const [name, files] of reads) {
    if (!declared.has(name) && !(name in providedVariables)) {
      result.problems.push(`${files.join(', ')} read${files.length > 1 ? '' : 's'} process.env.${name}, which no deploy sets: declare it with defineString or defineSecret (firebase-functions/params).`);
    }
  }
  for (const [file, values] of Object.entries(envFiles)) {
    for (const name of emulatorOnlyParameters) {
      if (name in values) result.problems.push(`functions/${file} sets ${name}, which only the emulator suite may set (functions/.env.local): remove it, or the deployed API would take a token anyone can copy.`);
    }
  }
  const bound = new Set(Object.values(manifest.endpoints).flatMap((endpoint) => (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key)));
  const envValues: Record<string, string> = Object.assign({}, ...Object.values(envFiles));
  for (const param of params) {
    if (param.type === 'secret') {
      if (!bound.has(param.name)) result.problems.push(`Secret ${param.name} is bound to no function: add it to the \`secrets\` option of each function that reads it.`);
      for (const [file, values] of Object.entries(envFiles)) {
        if (param.name in values) result.problems.push(`Secret ${param.name} is also set in functions/${file}: a deploy refuses a name that is both; keep it in Secret Manager only.`);
      }
      if (project) result.notes.push(`Secret ${param.name}: set it once with \`npm run deploy:firebase -- functions:secrets:set ${param.name} --project ${project}\`.`);
    } else if (project && param.default === undefined && !(param.name in envValues)) {
      result.problems.push(`Parameter ${param.name} has no value for project ${project}: add ${param.name}=<value> to functions/.env.${project} (see docs/operations.md, Deploying).`);
    }
  }
  return result;
}

/** The .env files a deploy to `project` loads (functions/.env and functions/.env.<project>), parsed and validated by firebase-tools. */
export function loadEnvFiles(functionsDir: string, project: string | undefined, toolsDir = deployToolsDir): { files: Record<string, Record<string, string>>; problems: string[] } {
  const env = firebaseToolsModule<{ parseStrict(data: string): Record<string, string> }>(toolsDir, 'lib/functions/env.js');
  const files: Record<string, Record<string, string>> = {};
  const problems: string[] = [];
  for (const name of ['.env', ...(project ? [`.env.${project}`] : [])]) {
    const path = join(functionsDir, name);
    if (!existsSync(path)) continue;
    try {
      files[name] = env.parseStrict(readFileSync(path, 'utf8'));
    } catch (error) {
      const children = (error as { children?: Error[] }).children ?? [];
      const reasons = children.length ? children.map((child) => child.message).join('; ') : (error as Error).message;
      problems.push(`functions/${name} would be refused: ${reasons}`);
    }
  }
  return { files, problems };
}

interface IndexSpec {
  indexes?: unknown[];
  fieldOverrides?: Array<{ collectionGroup?: string; fieldPath?: string; ttl?: boolean }>;
}

/**
 * firestore.indexes.json: valid for the deploying firebase-tools, a TTL policy for every expiring
 * collection group, and a composite index for every query shape of the paper lists (without one,
 * production refuses the query; the emulator does not check).
 */
export function checkIndexes(spec: IndexSpec, validateSpec: (spec: unknown) => void): Findings {
  const result = findings();
  try {
    validateSpec(spec);
  } catch (error) {
    result.problems.push(`firestore.indexes.json would be refused: ${(error as Error).message}`);
    return result;
  }
  for (const { collectionGroup, ttlField } of ExpiringDocuments) {
    const policy = spec.fieldOverrides?.find((field) => field.collectionGroup === collectionGroup && field.fieldPath === ttlField);
    if (policy?.ttl !== true) {
      result.problems.push(`firestore.indexes.json has no TTL policy on ${collectionGroup}.${ttlField}: add a field override with "ttl": true, or those documents are never deleted.`);
    }
  }
  const declared = new Set((spec.indexes ?? []).map((index) => JSON.stringify(index)));
  for (const index of [...paperListIndexes(Collections.paperIndex), ...reviewerListIndexes(Collections.reviewers), ...auditLogIndexes(Collections.audit), ...certificateListIndexes(Collections.certificates), ...paymentIndexes(Collections.payments), ...retentionIndexes(Collections.papers)]) {
    if (!declared.has(JSON.stringify(index))) {
      const fields = index.fields.map((field) => ('order' in field ? `${field.fieldPath} ${field.order}` : `${field.fieldPath} CONTAINS`)).join(', ');
      result.problems.push(`firestore.indexes.json lacks the lists' index on ${index.collectionGroup} (${fields}): production refuses that query.`);
    }
  }
  return result;
}

/** The index validator of the deploying firebase-tools (it checks the file without calling any API). */
export function indexValidator(toolsDir = deployToolsDir): (spec: unknown) => void {
  const { FirestoreApi } = firebaseToolsModule<{ FirestoreApi: new () => { validateSpec(spec: unknown): void } }>(toolsDir, 'lib/firestore/api.js');
  const api = new FirestoreApi();
  return (spec) => api.validateSpec(spec);
}

/** The discovery manifest of the built functions (functions/lib), as firebase-tools reads it before a deploy. */
export function functionsManifest(functionsDir: string): FunctionsManifest {
  const dir = mkdtempSync(join(tmpdir(), 'confsys-manifest-'));
  try {
    const output = join(dir, 'functions.json');
    const bin = join(root, 'node_modules/firebase-functions/lib/bin/firebase-functions.js');
    const result = spawnSync(process.execPath, [bin, functionsDir], {
      cwd: functionsDir,
      encoding: 'utf8',
      env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: output, GCLOUD_PROJECT: 'deploy-check', FUNCTIONS_CONTROL_API: 'true' },
      timeout: 60_000,
    });
    if (result.status !== 0 || !existsSync(output)) throw new Error(`The functions did not load for discovery: ${result.stderr || result.stdout}`);
    return JSON.parse(readFileSync(output, 'utf8')) as FunctionsManifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether nothing listens on the port now. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A free port below the range the system gives outgoing connections (32768-60999 on Linux), so no
 * connection another process opens meanwhile can take it before the emulator listens. (Port 0 answers
 * a port from that very range.)
 */
async function quietPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    if (!taken.has(port) && (await isFree(port))) {
      taken.add(port);
      return port;
    }
  }
}

/** What the emulator says when one of its ports was taken after all. */
const portTaken = /port taken|already in use|EADDRINUSE|Could not start .* server/i;

interface RulesEmulator {
  suite: ChildProcessByStdio<null, Readable, Readable>;
  base: string;
  output: () => string;
}

/** Starts a Firestore emulator on quiet ports in its own folder; when a port is taken anyway, tries again on others. */
async function startRulesEmulator(dir: string, attempts = 4): Promise<RulesEmulator> {
  for (let attempt = 1; ; attempt++) {
    const taken = new Set<number>();
    const [port, hub, logging, websocket] = [await quietPort(taken), await quietPort(taken), await quietPort(taken), await quietPort(taken)];
    const config = {
      emulators: {
        firestore: { host: '127.0.0.1', port, websocketPort: websocket },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
    const env = { ...emulatorEnv(), FIRESTORE_EMULATOR_HOST: undefined };
    const suite = spawn(...firebaseCommand(['emulators:start', '--only', 'firestore', '--project', 'demo-rules-check', '--config', join(dir, 'firebase.json')]), {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    suite.stdout.on('data', (chunk) => (output += chunk));
    suite.stderr.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (suite.exitCode !== null) break;
      if (Date.now() > deadline) {
        await stopEmulator(suite);
        throw new Error(`The Firestore emulator did not start:\n${output}`);
      }
      // Ready once the emulator itself answers on its port (its root answers "Ok").
      const up = await fetch(base).then(
        async (answer) => (await answer.text()).trim() === 'Ok',
        () => false,
      );
      if (up) return { suite, base, output: () => output };
      await new Promise((done) => setTimeout(done, 300));
    }
    if (!portTaken.test(output) || attempt >= attempts) throw new Error(`The Firestore emulator stopped before the rules could be compiled:\n${output}`);
  }
}

async function stopEmulator(suite: ChildProcessByStdio<null, Readable, Readable> | undefined): Promise<void> {
  if (suite && suite.exitCode === null && suite.pid) {
    process.kill(-suite.pid, 'SIGINT');
    await new Promise((done) => suite.on('exit', done));
  }
}

/** Compiles rules files: one Firestore emulator, started on first use and kept until close(). */
export interface RulesCompiler {
  compile(files: Array<{ name: string; content: string }>): Promise<Findings>;
  close(): Promise<void>;
}

/**
 * The rules compiler of the Firestore emulator (started on free ports, so a running suite is not
 * disturbed). It compiles Cloud Storage rules as well: the language and the compiler are the same, and
 * the Storage emulator cannot start here. Each finding is one error or warning, with its file, line and
 * column. Callers that compile more than once share one, so the emulator starts once.
 */
export function rulesCompiler(): RulesCompiler {
  let dir: string | undefined;
  let started: Promise<RulesEmulator> | undefined;
  return {
    async compile(files) {
      const result = findings();
      dir ??= mkdtempSync(join(tmpdir(), 'confsys-rules-check-'));
      const { base } = await (started ??= startRulesEmulator(dir));
      for (const file of files) {
        const response = await fetch(`${base}/emulator/v1/projects/demo-rules-check:securityRules`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ rules: { files: [file] } }),
        });
        const body = (await response.json().catch(() => ({}))) as {
          error?: { message?: string };
          issues?: Array<{ description: string; severity: string; sourcePosition?: { line?: number; column?: number } }>;
        };
        if (!response.ok) {
          const lines = (body.error?.message ?? `HTTP ${response.status}`).split('\n').filter((line) => /^L\d+:\d+/.test(line));
          for (const line of lines.length ? lines : [body.error?.message ?? `HTTP ${response.status}`]) result.problems.push(`${file.name} does not compile: ${line}`);
        }
        for (const issue of body.issues ?? []) {
          const at = issue.sourcePosition ? `L${issue.sourcePosition.line}:${issue.sourcePosition.column} ` : '';
          result.problems.push(`${file.name}: ${at}${issue.description} (${issue.severity.toLowerCase()})`);
        }
      }
      return result;
    },
    async close() {
      const emulator = started;
      started = undefined;
      try {
        if (emulator) await stopEmulator((await emulator.catch(() => undefined))?.suite);
      } finally {
        if (dir) rmSync(dir, { recursive: true, force: true });
        dir = undefined;
      }
    },
  };
}

/** Compiles rules files once, on an emulator of their own (rulesCompiler, closed after). */
export async function compileRules(files: Array<{ name: string; content: string }>): Promise<Findings> {
  const compiler = rulesCompiler();
  try {
    return await compiler.compile(files);
  } finally {
    await compiler.close();
  }
}

export interface DeployCheckOptions {
  /** A Firebase project to check the configuration values for. */
  project?: string;
  now?: Date;
  /** The project folder to check (the repository by default; tests pass a copy with a fault planted). */
  dir?: string;
  /** The recovery plan (functions/src/lib/recovery.ts by default; tests pass one with a piece missing). */
  recovery?: RecoveryPlan;
  /** Compiles the rules (one of its own by default, stopped after; callers checking several folders share one). */
  rules?: RulesCompiler;
}

/** Runs every check on a project folder whose functions are built (functions/lib). */
export async function deployCheck({ project, now = new Date(), dir = root, recovery = recoveryPlan, rules: compiler }: DeployCheckOptions = {}): Promise<Findings> {
  const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));
  const firebaseJson = read('firebase.json');
  const functionsConfig = [firebaseJson.functions].flat()[0] ?? {};
  const functionsDir = join(dir, functionsConfig.source ?? 'functions');
  const problems: string[] = [];
  if (project?.startsWith('demo-')) problems.push(`${project} is a demo project: it exists only in the emulators and cannot be deployed to.`);

  const runtime = checkRuntime({
    enginesNode: JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')).engines?.node,
    configRuntime: functionsConfig.runtime,
    deployRuntimes: runtimeTable(deployToolsDir),
    emulatorRuntimes: runtimeTable(root),
    now,
  });
  const manifest = functionsManifest(functionsDir);
  const env = loadEnvFiles(functionsDir, project);
  const environment = checkEnvironment({ manifest, reads: environmentReads(join(functionsDir, 'src')), envFiles: env.files, project });
  const indexes = checkIndexes(read(firebaseJson.firestore?.indexes ?? 'firestore.indexes.json'), indexValidator());
  const rulesFiles = [firebaseJson.firestore?.rules, firebaseJson.storage?.rules].filter((name): name is string => Boolean(name));
  const files = rulesFiles.map((name) => ({ name, content: readFileSync(join(dir, name), 'utf8') }));
  const rules = await (compiler ? compiler.compile(files) : compileRules(files));
  return merge({ problems: [...problems, ...env.problems, ...checkRecovery(recovery)], notes: [] }, runtime, checkEndpoints(manifest, [firebaseJson.hosting].flat().flatMap((site) => site?.rewrites ?? [])), environment, indexes, rules);
}
