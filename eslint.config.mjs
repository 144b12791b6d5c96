// Lint: the import boundaries of the layers (npm run lint, part of npm test). `domain` imports nothing of
// ours; the SPA and the functions meet only in `domain`; no import cycles. In every package the areas
// stand on floors and an area imports only the areas on the floors below it: the SPA's features
// (`featureLayers`), the functions' operations under functions/src/lib (`operationLayers`) and the
// domain (`domainLayers`), with the infrastructure every area uses below them all and the modules that
// compose the areas above them. In the SPA, shared code (components, lib, theme, config) imports no API
// hook, feature or app code, and the API hooks (web/src/api) import no screen. Two rules keep the typed
// model honest: stored data is read through its converter, never cast, and a guarded route's caller is
// typed, never asserted. A form's submit goes through useSubmitOutcome.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import cycles from './scripts/lib/importCycles.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The functions' areas from the ground up (functions/src/lib/<area>): an area imports those before it,
 * never one after it. The counters, the edition a request acts on, the conference's identity and its
 * calendar come first, since every letter and every operation reads them; mail next, which every area
 * sends through and which reaches the areas above it only by the hooks they register
 * (functions/src/registrations.ts); then the areas in the order a paper and a person meet them; the
 * downloads of stored files (files) read the areas that keep them.
 */
export const operationLayers = ['dashboard', 'editions', 'conference', 'calendar', 'mail', 'accounts', 'site', 'submissions', 'registration', 'proceedings', 'similarity', 'programme', 'payments', 'committee', 'assignment', 'reviews', 'discussion', 'decisions', 'certificates', 'files', 'privacy'];

/** Below every area of functions/src/lib: its root modules and these folders (the PDFs, the audit log every area writes). */
export const operationInfrastructure = ['pdf', 'audit'];

/** Above every area of functions/src/lib: the router, the invariant checker, the migrations and the waiting notices' run, which read several areas. No area imports them. */
export const operationComposers = ['http.ts', 'invariants.ts', 'migrations.ts', 'notices.ts'];

/** The domain's areas from the ground up (domain/src/<area>), in the functions' order but for mail (placedApart). */
export const domainLayers = ['guide', 'dashboard', 'editions', 'conference', 'calendar', 'submissions', 'audit', 'registration', 'proceedings', 'similarity', 'programme', 'payments', 'committee', 'assignment', 'reviews', 'discussion', 'decisions', 'certificates', 'privacy', 'mail'];

/** Above every area of domain/src: the schemas of every stored document, the package's index and the endpoint table. Its other root modules are below every area. */
export const domainComposers = ['documents.ts', 'documents.test.ts', 'index.ts', 'api'];

/** The SPA's areas from the ground up: a feature may import those before it, never one after it. */
export const featureLayers = ['guide', 'privacy', 'discussion', 'conference', 'calendar', 'mail', 'accounts', 'site', 'submissions', 'audit', 'registration', 'proceedings', 'similarity', 'programme', 'payments', 'editions', 'committee', 'assignment', 'reviews', 'decisions', 'certificates', 'dashboard'];

/**
 * The areas a package places elsewhere than the functions do, and why; the other areas stand in the
 * same order in every list (scripts/lib/lint.test.ts checks it).
 */
export const placedApart = {
  domain: {
    mail: "the domain's mail also declares the mailings' audiences, which name the committee's invitation states and the registration's attendance modes",
  },
  web: {
    privacy: 'the forms of accounts, submissions, registration and payments link its privacy notice; the functions\' privacy reads every area for the export and the erasure',
    discussion: 'the review and paper screens embed its thread and the authors\' response; the functions\' discussion reads reviews and papers',
    editions: 'its pages compose an archived edition from the proceedings, the programme and the papers; the functions\' editions only say which edition a request acts on',
    dashboard: 'its screens show every area\'s figures; the functions\' counters are kept by every area',
  },
};

/** The zones of a package's floors: each area imports no area above it and no composer; the infrastructure (every root module but the composers, and the folders named) imports no area and no composer. */
function floorZones(folder, layers, { infrastructure = [], composers, list }) {
  const at = (entry) => `./${folder}/${entry}`;
  const composerModules = composers.filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -'.ts'.length));
  return [
    {
      target: [`./${folder}/!(${composerModules.join('|')}).ts`, ...infrastructure.map(at)],
      from: [...layers.map(at), ...composers.map(at)],
      message: `The infrastructure of ${folder} (its root modules${infrastructure.length > 0 ? `, ${infrastructure.join(', ')}` : ''}) imports no area: an area above it registers what it adds (${list} in eslint.config.mjs).`,
    },
    ...layers.map((area, index) => ({
      target: at(area),
      from: [...layers.slice(index + 1).map(at), ...composers.map(at)],
      message: `An area imports only the areas below it (${list} in eslint.config.mjs): ${folder}/${area} may import ${layers.slice(0, index).join(', ') || 'no area'} and the infrastructure.`,
    })),
  ];
}

/** Stored data read through its converter, a guarded route's caller typed: the typed model, kept honest. */
const typedModel = [
  {
    selector: "TSAsExpression > CallExpression.expression[callee.property.name='data']",
    message: 'Read stored documents through their converter (functions/src/lib/documents.ts, web/src/lib/documents.ts), not a cast.',
  },
  {
    selector: "TSAsExpression > LogicalExpression.expression CallExpression[callee.property.name='data']",
    message: 'Read stored documents through their converter, not a cast.',
  },
  {
    selector: "TSNonNullExpression > Identifier[name='caller']",
    message: 'A guarded route receives its caller typed; do not assert it.',
  },
];

/** A form's submit that sends is written once, in useSubmitOutcome: no screen awaits a send in a handler of its own. */
const oneSubmit = [
  {
    selector: ":function[async=true] > Identifier.params[typeAnnotation.typeAnnotation.typeName.name='FormEvent']",
    message: 'Submit a form through useSubmitOutcome (web/src/components/forms/useSubmitOutcome.ts), not a handler of its own.',
  },
  {
    selector: "JSXAttribute[name.name=/^on(Submit|Action)$/] > JSXExpressionContainer > :function[async=true]",
    message: 'Submit a form through useSubmitOutcome (web/src/components/forms/useSubmitOutcome.ts), not a handler of its own.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/lib/**/*.js', 'deploy/**', 'bench/results/**', '**/*.d.mts'] },
  {
    files: ['domain/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, cycles },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['domain/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'cycles/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: here,
          zones: [
            { target: './domain/src', from: ['./functions', './web', './scripts', './tests', './bench'], message: 'domain imports nothing of ours.' },
            { target: './web/src', from: ['./functions', './scripts'], message: 'The SPA and the functions share only domain.' },
            { target: './functions/src', from: ['./web', './scripts'], message: 'The functions and the SPA share only domain.' },
            // An endpoint file parses, checks the permission and calls an operation of lib/; operations never climb back up.
            { target: './functions/src/api/*/**', from: './functions/src/api', message: 'An endpoint imports no other endpoint: move what they share to functions/src/lib.' },
            {
              target: './functions/src/lib',
              from: ['./functions/src/api', './functions/src/triggers', './functions/src/registrations.ts', './functions/src/index.ts'],
              message: 'Operations in functions/src/lib do not import the HTTP layer, the triggers or the registrations that compose them.',
            },
            ...floorZones('functions/src/lib', operationLayers, { infrastructure: operationInfrastructure, composers: operationComposers, list: 'operationLayers' }),
            ...floorZones('domain/src', domainLayers, { composers: domainComposers, list: 'domainLayers' }),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/theme', './web/src/config'],
              from: ['./web/src/api', './web/src/features', './web/src/app'],
              message: 'Shared SPA code depends on no API hook, feature or app screen.',
            },
            { target: './web/src/api', from: ['./web/src/features', './web/src/app'], message: 'The API hooks depend on no screen: type them from the endpoint table.' },
            { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app shell; the shell composes them.' },
            ...featureLayers.map((feature, index) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: featureLayers.slice(0, index + 1).map((below) => `./${below}`),
              message: `A feature imports only those below it (featureLayers in eslint.config.mjs): ${feature} may import ${featureLayers.slice(0, index).join(', ') || 'none'}.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...typedModel],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...typedModel, ...oneSubmit] },
  },
);
