// Lint: the import boundaries of the layers (npm run lint, part of npm test). `domain` imports nothing of
// ours; the SPA's features do not import each other; shared SPA code (components, lib, theme) does not
// import features; the SPA and the functions meet only in `domain`; no import cycles. Two rules keep
// the typed model honest: stored data is read through its converter, never cast, and a guarded
// route's caller is typed, never asserted.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
              from: './web/src/features',
              message: 'Shared SPA code does not depend on a feature.',
            },
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share to components or lib.',
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
      'no-restricted-syntax': [
        'error',
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
      ],
    },
  },
);
