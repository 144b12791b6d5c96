// deploy:check, tried the way a deploy would fail: a decommissioned, unknown or mismatched runtime, a
// function without limits, a rewrite to the wrong region, a variable no deploy sets, a secret that is
// not bound or also in a .env file, a missing parameter value, a reserved .env key, an invalid index,
// no TTL policy, and rules that do not compile. The runtime tables are the installed firebase-tools'
// own (deploy/ for the deploy, the root's 14.18 for the emulators); the manifest is the built functions'.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEndpoints,
  checkEnvironment,
  checkIndexes,
  checkRuntime,
  deployCheck,
  functionsManifest,
  indexValidator,
  loadEnvFiles,
  rulesCompiler,
  runtimeTable,
  type FunctionsManifest,
} from './deployCheck';
import { recoveryPlan } from '../../functions/src/lib/recovery';
import { deployToolsDir } from './deployTools.mjs';
import { root } from './emulators.mjs';

const deployRuntimes = runtimeTable(deployToolsDir);
const emulatorRuntimes = runtimeTable(root);
const today = new Date('2026-11-22T12:00:00Z');
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const rewrites = firebaseJson.hosting.rewrites;
/** One Firestore emulator compiles every rules file of this file's checks. */
const rules = rulesCompiler();
afterAll(() => rules.close(), 60_000);
const runtime = (configRuntime: string | undefined, enginesNode: string | undefined = configRuntime?.replace('nodejs', ''), now = today) =>
  checkRuntime({ configRuntime, enginesNode, deployRuntimes, emulatorRuntimes, now });

describe('the functions runtime', () => {
  it('passes for the project as it is: nodejs22 in firebase.json and Node 22 in the functions engines', () => {
    const engines = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8')).engines.node;
    const result = runtime(firebaseJson.functions[0].runtime, engines);
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual(['Node.js 22 (nodejs22): deprecated on 2027-04-30, decommissioned on 2028-10-31.']);
  });

  it('refuses nodejs20, decommissioned on 2026-10-30', () => {
    expect(runtime('nodejs20').problems).toEqual([
      'Node.js 20 (nodejs20) was decommissioned on 2026-10-30: Cloud Functions no longer creates or updates functions on it.',
    ]);
  });

  it('refuses nodejs22 on its decommission day, and notes its deprecation before that', () => {
    expect(runtime('nodejs22', '22', new Date('2028-10-31T00:00:00Z')).problems[0]).toContain('was decommissioned on 2028-10-31');
    const deprecated = runtime('nodejs22', '22', new Date('2027-06-01T00:00:00Z'));
    expect(deprecated.problems).toEqual([]);
    expect(deprecated.notes).toEqual(['Node.js 22 (nodejs22) was deprecated on 2027-04-30; deploys stop on 2028-10-31.']);
  });

  it('refuses a runtime Cloud Functions does not have', () => {
    expect(runtime('nodejs23').problems[0]).toMatch(/^Cloud Functions has no runtime "nodejs23": the deploying firebase-tools knows .*nodejs22/);
  });

  it('refuses nodejs24 while the emulators cannot run it, so tests would not run on the production runtime', () => {
    expect(runtime('nodejs24').problems).toEqual([
      "The emulators' firebase-tools does not know nodejs24: the tests could not run the functions on the runtime production uses.",
    ]);
  });

  it('refuses a runtime that disagrees with the functions engines, or none at all', () => {
    expect(runtime('nodejs22', '20').problems).toEqual([
      'firebase.json deploys the functions on nodejs22, but functions/package.json "engines" asks for Node 20: make them agree.',
    ]);
    expect(runtime(undefined, '22').problems[0]).toMatch(/^firebase.json names no functions runtime/);
  });
});

describe('the functions and their configuration', () => {
  let manifest: FunctionsManifest;
  beforeAll(() => {
    manifest = functionsManifest(join(root, 'functions'));
  });

  it('discovers every function of the build with its region, limits, parameters and the secret the sender binds', () => {
    expect(Object.keys(manifest.endpoints).sort()).toEqual([
      'api',
      'buildEditionVolumeLayout',
      'buildVolumeLayout',
      'checkEditionSimilarity',
      'checkExternalSimilarity',
      'checkSimilarity',
      'countAuthors',
      'countBidTallies',
      'countEditionBidTallies',
      'countEditionPapers',
      'countEditionReviewers',
      'countPapers',
      'countReviewers',
      'eraseExpiredData',
      'numberInvoices',
      'remindReviewers',
      'retryMail',
      'sendDiscussionNotices',
      'sendMail',
    ]);
    // One build of the volume's layout and one run of the invoice numbers at a time: a few instances, the whole time a run may take.
    expect(manifest.endpoints.buildVolumeLayout).toMatchObject({ region: ['us-central1'], maxInstances: 3, timeoutSeconds: 540, availableMemoryMb: 1024 });
    expect(manifest.endpoints.checkExternalSimilarity).toMatchObject({ region: ['us-central1'], maxInstances: 1, scheduleTrigger: expect.objectContaining({ schedule: 'every 15 minutes' }) });
    expect(manifest.endpoints.checkSimilarity).toMatchObject({ region: ['us-central1'], maxInstances: 10, timeoutSeconds: 300, availableMemoryMb: 1024 });
    expect(manifest.endpoints.numberInvoices).toMatchObject({ region: ['us-central1'], maxInstances: 3, timeoutSeconds: 180 });
    expect(manifest.endpoints.remindReviewers).toMatchObject({ region: ['us-central1'], maxInstances: 1, scheduleTrigger: expect.objectContaining({ schedule: 'every 60 minutes' }) });
    expect(manifest.endpoints.sendDiscussionNotices).toMatchObject({ region: ['us-central1'], maxInstances: 1, scheduleTrigger: expect.objectContaining({ schedule: 'every 15 minutes' }) });
    expect(manifest.endpoints.eraseExpiredData).toMatchObject({ region: ['us-central1'], maxInstances: 1, scheduleTrigger: expect.objectContaining({ schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' }) });
    expect(manifest.endpoints.api).toMatchObject({ region: ['us-central1'], maxInstances: 20, concurrency: 80 });
    for (const sender of [manifest.endpoints.sendMail, manifest.endpoints.retryMail]) expect(sender).toMatchObject({ region: ['us-central1'], maxInstances: 10, secretEnvironmentVariables: [expect.objectContaining({ key: 'SMTP_URL' })] });
    expect(manifest.endpoints.api?.secretEnvironmentVariables ?? []).toEqual([]);
    expect(new Map(manifest.params?.map((param) => [param.name, param.type]))).toEqual(
      new Map([
        ['WEB_API_KEY', 'string'],
        ['SITE_URL', 'string'],
        ['MAIL_FROM', 'string'],
        ['CLIENT_ADDRESS_HOPS', 'int'],
        ['APP_CHECK', 'string'],
        ['APP_CHECK_DEBUG_TOKEN', 'string'],
        ['SMTP_URL', 'secret'],
      ]),
    );
    expect(checkEndpoints(manifest, rewrites).problems).toEqual([]);
  });

  it('refuses a function without an instance limit, and an HTTPS function without concurrency', () => {
    const { maxInstances: _limit, concurrency: _concurrency, ...api } = manifest.endpoints.api!;
    expect(checkEndpoints({ ...manifest, endpoints: { ...manifest.endpoints, api } }, rewrites).problems).toEqual([
      'Function api sets no `maxInstances`: a burst could scale it without limit.',
      'HTTPS function api sets no `concurrency`.',
    ]);
  });

  it('refuses a Hosting rewrite to another region or to a function that does not exist', () => {
    const moved = [{ source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } }, { source: '/old', function: { functionId: 'legacyApi' } }];
    expect(checkEndpoints(manifest, moved).problems).toEqual([
      'Hosting rewrites /api/** to api in europe-west1, but it runs in us-central1.',
      'Hosting rewrites /old to a function "legacyApi" that the functions do not export.',
    ]);
  });

  const reads = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

  const projectValues = { WEB_API_KEY: 'AIza-test', SITE_URL: 'https://iccs-2026.web.app' };

  it('passes for the code as it is, and for a project whose .env file gives WEB_API_KEY and SITE_URL', () => {
    const env = { manifest, reads: reads({ FUNCTIONS_EMULATOR: ['functions/src/lib/admin.ts'] }), envFiles: {} };
    expect(checkEnvironment({ ...env, project: undefined }).problems).toEqual([]);
    expect(checkEnvironment({ ...env, project: 'iccs-2026', envFiles: { '.env.iccs-2026': projectValues } }).problems).toEqual([]);
  });

  it('refuses a project without a value for a parameter that has no default (MAIL_FROM has one)', () => {
    expect(checkEnvironment({ manifest, reads: reads({}), envFiles: {}, project: 'iccs-2026' }).problems).toEqual([
      'Parameter WEB_API_KEY has no value for project iccs-2026: add WEB_API_KEY=<value> to functions/.env.iccs-2026 (see docs/operations.md, Deploying).',
      'Parameter SITE_URL has no value for project iccs-2026: add SITE_URL=<value> to functions/.env.iccs-2026 (see docs/operations.md, Deploying).',
    ]);
  });

  it("refuses a project's .env file that sets the emulators' App Check debug token", () => {
    const result = checkEnvironment({ manifest, reads: reads({}), envFiles: { '.env.iccs-2026': { ...projectValues, APP_CHECK_DEBUG_TOKEN: 'copied' } }, project: 'iccs-2026' });
    expect(result.problems).toEqual([
      'functions/.env.iccs-2026 sets APP_CHECK_DEBUG_TOKEN, which only the emulator suite may set (functions/.env.local): remove it, or the deployed API would take a token anyone can copy.',
    ]);
  });

  it('refuses code that reads a variable no deploy sets', () => {
    const result = checkEnvironment({ manifest, reads: reads({ SMTP_PASSWORD: ['functions/src/lib/mail/sender.ts'] }), envFiles: {}, project: undefined });
    expect(result.problems).toEqual([
      'functions/src/lib/mail/sender.ts reads process.env.SMTP_PASSWORD, which no deploy sets: declare it with defineString or defineSecret (firebase-functions/params).',
    ]);
  });

  it("accepts the benchmark's read and write logs, which only npm run bench sets, unlike an undeclared variable", () => {
    const result = checkEnvironment({
      manifest,
      reads: reads({ WRITE_LOG_FILE: ['functions/src/lib/admin.ts'], READ_LOG_FILE: ['functions/src/lib/admin.ts'], READ_LOG_PATH: ['functions/src/lib/admin.ts'] }),
      envFiles: {},
      project: undefined,
    });
    expect(result.problems).toEqual([
      'functions/src/lib/admin.ts reads process.env.READ_LOG_PATH, which no deploy sets: declare it with defineString or defineSecret (firebase-functions/params).',
    ]);
  });

  it('refuses a secret no function binds, and a secret also set in a .env file', () => {
    // The senders without their secret binding, and SMTP_URL also written into functions/.env.
    const { secretEnvironmentVariables: _bound, ...sender } = manifest.endpoints.sendMail!;
    const { secretEnvironmentVariables: _boundToo, ...retrier } = manifest.endpoints.retryMail!;
    const unboundManifest = { ...manifest, endpoints: { ...manifest.endpoints, sendMail: sender, retryMail: retrier } };
    const unbound = checkEnvironment({ manifest: unboundManifest, reads: reads({}), envFiles: { '.env': { SMTP_URL: 'smtp://x' } }, project: undefined });
    expect(unbound.problems).toEqual([
      'Secret SMTP_URL is bound to no function: add it to the `secrets` option of each function that reads it.',
      'Secret SMTP_URL is also set in functions/.env: a deploy refuses a name that is both; keep it in Secret Manager only.',
    ]);
    const bound = checkEnvironment({ manifest, reads: reads({}), envFiles: { '.env.iccs-2026': projectValues }, project: 'iccs-2026' });
    expect(bound.problems).toEqual([]);
    expect(bound.notes).toEqual(['Secret SMTP_URL: set it once with `npm run deploy:firebase -- functions:secrets:set SMTP_URL --project iccs-2026`.']);
  });

  it('refuses a .env file with a key the platform reserves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'confsys-env-'));
    try {
      writeFileSync(join(dir, '.env.iccs-2026'), 'WEB_API_KEY=AIza-test\nFIREBASE_CONFIG={}\n');
      const { problems } = loadEnvFiles(dir, 'iccs-2026');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^functions\/\.env\.iccs-2026 would be refused: .*FIREBASE_CONFIG/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('indexes and TTL policies', () => {
  const spec = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'));
  const validate = indexValidator();

  it('passes for the file as it is, with the TTL policies on the processed-event markers, the password failures and the account links sent', () => {
    expect(checkIndexes(spec, validate).problems).toEqual([]);
  });

  it('refuses the file without the TTL policies', () => {
    expect(checkIndexes({ ...spec, fieldOverrides: [] }, validate).problems).toEqual([
      'firestore.indexes.json has no TTL policy on processed.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
      'firestore.indexes.json has no TTL policy on passwordFailures.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
      'firestore.indexes.json has no TTL policy on accountLinkSends.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
      'firestore.indexes.json has no TTL policy on reviewerEmailClaims.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
      'firestore.indexes.json has no TTL policy on proposals.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
      'firestore.indexes.json has no TTL policy on proposalParts.expireAt: add a field override with "ttl": true, or those documents are never deleted.',
    ]);
  });

  it("refuses the file without one of the paper lists' composite indexes", () => {
    const lacking = { ...spec, indexes: spec.indexes.filter((index: { fields: Array<{ fieldPath: string }> }) => index.fields.map((field) => field.fieldPath).join() !== 'status,titleKey') };
    expect(lacking.indexes.length).toBeLessThan(spec.indexes.length);
    expect(checkIndexes(lacking, validate).problems).toEqual([
      "firestore.indexes.json lacks the lists' index on paperIndex (status ASCENDING, titleKey ASCENDING): production refuses that query.",
      "firestore.indexes.json lacks the lists' index on paperIndex (status ASCENDING, titleKey DESCENDING): production refuses that query.",
    ]);
  });

  it("refuses the file without the reviewer search's composite index", () => {
    const lacking = { ...spec, indexes: spec.indexes.filter((index: { collectionGroup: string }) => index.collectionGroup !== 'reviewers') };
    expect(checkIndexes(lacking, validate).problems).toEqual([
      "firestore.indexes.json lacks the lists' index on reviewers (searchTokens CONTAINS, nameKey ASCENDING): production refuses that query.",
    ]);
  });

  it('refuses an index the Firestore API would not take', () => {
    const bad = { ...spec, indexes: [{ collectionGroup: 'papers', queryScope: 'COLLECTION', fields: [{ fieldPath: 'status', order: 'UPWARDS' }] }] };
    const [problem] = checkIndexes(bad, validate).problems;
    expect(problem).toMatch(/^firestore.indexes.json would be refused: .*order/);
  });
});

describe('security rules', () => {
  const file = (name: string) => ({ name, content: readFileSync(join(root, name), 'utf8') });
  let findings: Awaited<ReturnType<typeof rules.compile>>;

  beforeAll(async () => {
    const firestore = file('firestore.rules');
    const storage = file('storage.rules');
    findings = await rules.compile([
      firestore,
      storage,
      { name: 'broken-firestore.rules', content: firestore.content.replace('allow read', 'alow read') },
      { name: 'broken-storage.rules', content: storage.content.replace('if false', 'if isChair(request)') },
    ]);
  }, 120_000);

  it('compiles the project rules, and reports the broken copies with their line and column', () => {
    const about = (name: string) => findings.problems.filter((problem) => problem.startsWith(`${name}`));
    expect(about('firestore.rules')).toEqual([]);
    expect(about('storage.rules')).toEqual([]);
    expect(about('broken-firestore.rules').length).toBeGreaterThan(0);
    expect(about('broken-firestore.rules')[0]).toMatch(/^broken-firestore.rules does not compile: L\d+:\d+ /);
    expect(about('broken-storage.rules')).toEqual([expect.stringMatching(/^broken-storage.rules: L\d+:\d+ Invalid function name: isChair\. \(warning\)$/)]);
  });
});

describe('the whole check', () => {
  // What `npm run deploy:check` answers now: a runtime decommissioned since would fail it.
  it('passes on the project as it is today', async () => {
    const { problems } = await deployCheck({ rules });
    expect(problems).toEqual([]);
  }, 120_000);

  it('passes on the project, and on a copy whose runtime is nodejs20, whose rules are broken and whose recovery plan lacks point-in-time recovery reports the three and nothing else', async () => {
    expect((await deployCheck({ now: today, rules })).problems).toEqual([]);

    mkdirSync(join(root, '.cache'), { recursive: true });
    const dir = mkdtempSync(join(root, '.cache', 'deploy-check-'));
    try {
      const config = structuredClone(firebaseJson);
      config.functions[0].source = '../../functions';
      config.functions[0].runtime = 'nodejs20';
      writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
      for (const name of ['firestore.indexes.json', 'storage.rules']) copyFileSync(join(root, name), join(dir, name));
      writeFileSync(join(dir, 'firestore.rules'), readFileSync(join(root, 'firestore.rules'), 'utf8').replace(/\}\s*$/, ''));
      const recovery = { ...recoveryPlan, firestore: { ...recoveryPlan.firestore, pointInTimeRecovery: false } };
      const { problems } = await deployCheck({ dir, now: today, recovery, rules });
      expect(problems.slice(0, 3)).toEqual([
        'functions/src/lib/recovery.ts does not enable point-in-time recovery of the Firestore database: set firestore.pointInTimeRecovery to true, or a mistake cannot be undone to the minute.',
        'firebase.json deploys the functions on nodejs20, but functions/package.json "engines" asks for Node 22: make them agree.',
        'Node.js 20 (nodejs20) was decommissioned on 2026-10-30: Cloud Functions no longer creates or updates functions on it.',
      ]);
      // The compiler reports the missing brace at the end of the file, in one or more lines.
      const lastLine = readFileSync(join(dir, 'firestore.rules'), 'utf8').split('\n').length;
      expect(problems.length).toBeGreaterThan(3);
      for (const problem of problems.slice(3)) expect(problem).toMatch(new RegExp(`^firestore.rules does not compile: L${lastLine}:\\d+ `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
