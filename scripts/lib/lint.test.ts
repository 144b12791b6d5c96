// The lint's import boundaries (eslint.config.mjs) refuse what they promise to: each probe below is a
// real import across a boundary, linted as if it were a file of the layer, and must be reported.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { root } from './emulators.mjs';

const eslint = new ESLint({ cwd: root });

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
    ['shared SPA code importing an API hook', 'web/src/lib/probe.ts', "import { papersKey } from '../api/submissions/getPapers';\nexport const probe = papersKey;\n", 'Shared SPA code depends on no API hook'],
  ])('reports %s', async (_case, filePath, code, message) => {
    expect((await problems(filePath, code)).join('\n')).toContain(message);
  });

  it('lets a feature import its own modules, a feature below it, the API hooks, domain, components and lib', async () => {
    const code = "import { Messages } from '@confsys/domain';\nimport { typedDoc } from '../../../lib/documents';\nimport { papersKey } from '../../../api/submissions/getPapers';\nimport { toManuscriptRow } from '../../submissions/utils/manuscript';\nimport { paymentStateText } from '../utils/participantPayment';\nexport const probe = [Messages, typedDoc, papersKey, toManuscriptRow, paymentStateText];\n";
    expect(await problems('web/src/features/payments/components/Probe.ts', code)).toEqual([]);
  });

  it('places every feature folder in the layers', async () => {
    const config = pathToFileURL(join(root, 'eslint.config.mjs')).href;
    const { featureLayers } = (await import(config)) as { featureLayers: string[] };
    const folders = readdirSync(join(root, 'web/src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...featureLayers].sort()).toEqual(folders.sort());
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
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    expect(relative(root, directory)).toMatch(/^web\/src\/lib\//);
  });
});
