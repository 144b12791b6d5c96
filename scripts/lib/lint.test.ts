// The lint's import boundaries (eslint.config.mjs) refuse what they promise to: each probe below is a
// real import across a boundary, linted as if it were a file of the layer, and must be reported; an
// import down the floors passes. The floors' lists place every area folder and agree with each other.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { root } from './emulators.mjs';

const eslint = new ESLint({ cwd: root });

interface Layers {
  featureLayers: string[];
  operationLayers: string[];
  operationInfrastructure: string[];
  domainLayers: string[];
  domainComposers: string[];
  placedApart: unknown;
}

const lintConfig = async () => (await import(pathToFileURL(join(root, 'eslint.config.mjs')).href)) as Layers;

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['domain importing the functions', 'domain/src/probe.ts', "import { db } from '../../functions/src/lib/admin';\nexport const probe = db;\n", 'domain imports nothing of ours.'],
    ['the SPA importing the functions', 'web/src/lib/probe.ts', "import { db } from '../../../functions/src/lib/admin';\nexport const probe = db;\n", 'The SPA and the functions share only domain.'],
    ['the functions importing the SPA', 'functions/src/lib/probe.ts', "import { paths } from '../../../web/src/config/paths';\nexport const probe = paths;\n", 'The functions and the SPA share only domain.'],
    ['a feature importing one above it', 'web/src/features/submissions/probe.ts', "import { paymentStateText } from '../payments/utils/participantPayment';\nexport const probe = paymentStateText;\n", 'A feature imports only those below it'],
    ['a feature importing the app shell', 'web/src/features/payments/probe.ts', "import { adminNavItems } from '../../app/admin/adminNavigation';\nexport const probe = adminNavItems;\n", 'Features do not import the app shell'],
    ['an API hook importing a screen', 'web/src/api/payments/probe.ts', "import { paymentStateText } from '../../features/payments/utils/participantPayment';\nexport const probe = paymentStateText;\n", 'The API hooks depend on no screen'],
    ['an endpoint importing another endpoint', 'functions/src/api/decisions/probe.ts', "import { publish } from './publish';\nexport const probe = publish;\n", 'An endpoint imports no other endpoint'],
    ['an endpoint importing one of another area', 'functions/src/api/decisions/probe.ts', "import { proposeAssignment } from '../assignment/proposeAssignment';\nexport const probe = proposeAssignment;\n", 'An endpoint imports no other endpoint'],
    ['an operation climbing back into the HTTP layer', 'functions/src/lib/decisions/probe.ts', "import { publish } from '../../api/decisions/publish';\nexport const probe = publish;\n", 'Operations in functions/src/lib do not import the HTTP layer'],
    ['shared SPA code importing a feature', 'web/src/components/probe.ts', "import { toManuscriptRow } from '../features/submissions/utils/manuscript';\nexport const probe = toManuscriptRow;\n", 'Shared SPA code depends on no API hook, feature or app screen.'],
    ['a domain area importing one above it', 'domain/src/submissions/probe.ts', "import { PaymentDocSchema } from '../payments/payments';\nexport const probe = PaymentDocSchema;\n", 'An area imports only the areas below it (domainLayers'],
    ['a domain area importing the stored documents above every area', 'domain/src/committee/probe.ts', "import { DocumentSchemas } from '../documents';\nexport const probe = DocumentSchemas;\n", 'An area imports only the areas below it (domainLayers'],
    ["the domain's infrastructure importing an area", 'domain/src/probe.ts', "import { PaperIndexSchema } from './submissions/paperList';\nexport const probe = PaperIndexSchema;\n", 'The infrastructure of domain/src'],
    ['mail importing the committee above it', 'functions/src/lib/mail/probe.ts', "import { markBounced } from '../committee/invitations';\nexport const probe = markBounced;\n", 'An area imports only the areas below it (operationLayers'],
    ['an operation importing the invariant checker above every area', 'functions/src/lib/reviews/probe.ts', "import { checkInvariants } from '../invariants';\nexport const probe = checkInvariants;\n", 'An area imports only the areas below it (operationLayers'],
    ["the functions' infrastructure importing an area", 'functions/src/lib/probe.ts', "import { updatePaper } from './submissions/paperIndex';\nexport const probe = updatePaper;\n", 'The infrastructure of functions/src/lib'],
    ['an operation importing the registrations that compose it', 'functions/src/lib/mail/probe.ts', "import { registerAreaHooks } from '../../registrations';\nexport const probe = registerAreaHooks;\n", 'Operations in functions/src/lib do not import'],
    ['shared SPA code importing an API hook', 'web/src/lib/probe.ts', "import { papersKey } from '../api/submissions/getPapers';\nexport const probe = papersKey;\n", 'Shared SPA code depends on no API hook'],
  ])('reports %s', async (_case, filePath, code, message) => {
    expect((await problems(filePath, code)).join('\n')).toContain(message);
  });

  it('lets a feature import its own modules, a feature below it, the API hooks, domain, components and lib', async () => {
    const code = "import { Messages } from '@confsys/domain';\nimport { typedDoc } from '../../../lib/documents';\nimport { papersKey } from '../../../api/submissions/getPapers';\nimport { toManuscriptRow } from '../../submissions/utils/manuscript';\nimport { paymentStateText } from '../utils/participantPayment';\nexport const probe = [Messages, typedDoc, papersKey, toManuscriptRow, paymentStateText];\n";
    expect(await problems('web/src/features/payments/components/Probe.ts', code)).toEqual([]);
  });

  it.each([
    ['an operation', 'functions/src/lib/committee/probe.ts', "import { openOutbox } from '../mail/outbox';\nimport { documents } from '../documents';\nimport { recordAudit } from '../audit/audit';\nimport { readIdentity } from '../conference/identity';\nexport const probe = [openOutbox, documents, recordAudit, readIdentity];\n"],
    ['a composer of the operations', 'functions/src/lib/invariants.ts', "import { markBounced } from './committee/invitations';\nexport const probe = markBounced;\n"],
    ['a domain area', 'domain/src/payments/probe.ts', "import { PaperIndexSchema } from '../submissions/paperList';\nimport { IdFormats } from '../ids';\nexport const probe = [PaperIndexSchema, IdFormats];\n"],
  ])('lets %s import the areas below it and the infrastructure', async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('places every area folder on a floor', async () => {
    const layers = await lintConfig();
    const folders = (directory: string) => readdirSync(join(root, directory), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
    expect([...layers.featureLayers].sort()).toEqual(folders('web/src/features'));
    expect([...layers.operationLayers, ...layers.operationInfrastructure].sort()).toEqual(folders('functions/src/lib'));
    expect([...layers.domainLayers, ...layers.domainComposers.filter((name) => !name.endsWith('.ts'))].sort()).toEqual(folders('domain/src'));
  });

  it('orders the areas the packages share alike, but for those a package places apart', async () => {
    const layers = await lintConfig();
    const lists = { functions: layers.operationLayers, domain: layers.domainLayers, web: layers.featureLayers };
    const apart = (name: keyof typeof lists) => Object.keys((layers.placedApart as Record<string, Record<string, string>>)[name] ?? {});
    for (const name of ['domain', 'web'] as const) for (const area of apart(name)) expect(lists[name], `${name} places ${area} apart`).toContain(area);
    const names = Object.keys(lists) as Array<keyof typeof lists>;
    for (const [at, first] of names.entries()) {
      for (const second of names.slice(at + 1)) {
        const skipped = new Set([...apart(first), ...apart(second)]);
        const shared = (list: string[], other: string[]) => list.filter((area) => other.includes(area) && !skipped.has(area));
        expect(shared(lists[first], lists[second]), `${first} against ${second}`).toEqual(shared(lists[second], lists[first]));
      }
    }
  });

  it('reports a cast of stored data and an asserted caller', async () => {
    const found = await problems('functions/src/api/probe.ts', "export const probe = (snapshot: { data(): unknown }, caller: string | null) => [snapshot.data() as string, caller!];\n");
    expect(found).toEqual([
      'no-restricted-syntax: Read stored documents through their converter (functions/src/lib/documents.ts, web/src/lib/documents.ts), not a cast.',
      'no-restricted-syntax: A guarded route receives its caller typed; do not assert it.',
    ]);
  });
});

describe('one way to submit a form', () => {
  const handWritten = "import type { FormEvent } from 'react';\nexport function Probe({ save }: { save: () => Promise<void> }) {\n  async function submit(event: FormEvent<HTMLFormElement>) {\n    event.preventDefault();\n    await save();\n  }\n  return <form onSubmit={(event) => void submit(event)} />;\n}\n";
  const inline = "export function Probe({ save }: { save: () => Promise<void> }) {\n  return <form onSubmit={async (event) => { event.preventDefault(); await save(); }} />;\n}\n";
  const search = "import type { FormEvent } from 'react';\nexport function Probe({ onSearch }: { onSearch: (text: string) => void }) {\n  function submit(event: FormEvent<HTMLFormElement>) {\n    event.preventDefault();\n    onSearch('');\n  }\n  return <form onSubmit={submit} />;\n}\n";

  it.each([
    ['a screen awaiting a send in its own submit handler', handWritten],
    ['an inline async submit', inline],
  ])('reports %s', async (_case, code) => {
    expect(await problems('web/src/features/payments/components/Probe.tsx', code)).toEqual([
      'no-restricted-syntax: Submit a form through useSubmitOutcome (web/src/components/forms/useSubmitOutcome.ts), not a handler of its own.',
    ]);
  });

  it('lets a search form hand its text on, and the hook itself submit', async () => {
    expect(await problems('web/src/features/payments/components/Probe.tsx', search)).toEqual([]);
    expect(await problems('web/src/components/forms/probe.ts', handWritten.replace('  return <form onSubmit={(event) => void submit(event)} />;\n', '  return submit;\n'))).toEqual([]);
  });
});

describe('import cycles', () => {
  const directory = mkdtempSync(join(root, 'web/src/lib/lint-probe-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('are reported', async () => {
    writeFileSync(join(directory, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(join(directory, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
    const [result] = await eslint.lintFiles([join(directory, 'first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['cycles/no-cycle']);
    expect(relative(root, directory)).toMatch(/^web\/src\/lib\//);
  });

  it('are reported three modules deep and through import(), and not through imports of types alone', async () => {
    writeFileSync(join(directory, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(directory, 'b.ts'), "export const b = () => import('./c.js');\n");
    writeFileSync(join(directory, 'c.ts'), "import { a } from './a';\nexport const c = a;\n");
    writeFileSync(join(directory, 'd.ts'), "import type { E } from './e';\nexport type D = E;\nexport const d = 1;\n");
    writeFileSync(join(directory, 'e.ts'), "import { type D } from './d';\nexport type E = D;\n");
    const results = await eslint.lintFiles(['a', 'b', 'c', 'd', 'e'].map((name) => join(directory, `${name}.ts`)));
    expect(results.map((result) => result.messages.map((message) => `${result.filePath.slice(directory.length + 1)}: ${message.message}`)).flat()).toEqual([
      'a.ts: Dependency cycle via "./b": it leads back to this file.',
      'b.ts: Dependency cycle via "./c.js": it leads back to this file.',
      'c.ts: Dependency cycle via "./a": it leads back to this file.',
    ]);
  });
});
