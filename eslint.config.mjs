// Lint: the import boundaries of the layers (npm run lint, part of npm test). `domain` imports nothing of
// ours; in the SPA, shared code (components, lib, theme, config) imports no API hook, feature or app
// code, the API hooks (web/src/api) import no screen, and each feature imports only the features below
// it in `featureLayers`; the SPA and the functions meet only in `domain`; no import cycles. Two rules
// keep the typed model honest: stored data is read through its converter, never cast, and a guarded
// route's caller is typed, never asserted. A form's submit goes through useSubmitOutcome.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The SPA's areas from the ground up: a feature may import those before it, never one after it. */
export const featureLayers = ['conference', 'privacy', 'calendar', 'accounts', 'audit', 'discussion', 'site', 'submissions', 'registration', 'mail', 'proceedings', 'payments', 'programme', 'editions', 'committee', 'assignment', 'reviews', 'decisions', 'certificates', 'dashboard'];

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
    plugins: { 'import-x': importX },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './domain/src', from: ['./functions', './web', './scripts', './tests', './bench'], message: 'domain imports nothing of ours.' },
            { target: './web/src', from: ['./functions', './scripts'], message: 'The SPA and the functions share only domain.' },
            { target: './functions/src', from: ['./web', './scripts'], message: 'The functions and the SPA share only domain.' },
            // An endpoint file parses, checks the permission and calls an operation of lib/; operations never climb back up.
            { target: './functions/src/api/*/**', from: './functions/src/api', message: 'An endpoint imports no other endpoint: move what they share to functions/src/lib.' },
            { target: './functions/src/lib', from: ['./functions/src/api', './functions/src/triggers'], message: 'Operations in functions/src/lib do not import the HTTP layer or the triggers.' },
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
