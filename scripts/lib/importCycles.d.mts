// Types of the import reading in importCycles.mjs, for the TypeScript tools that reuse it (the import graph).
import type { Rule } from 'eslint';

export function resolveSpecifier(specifier: string, importer: string): string | null;
export function moduleImports(path: string, options?: { types?: boolean }): string[];
export const noCycle: Rule.RuleModule;
declare const plugin: { meta: { name: string }; rules: Record<string, Rule.RuleModule> };
export default plugin;
