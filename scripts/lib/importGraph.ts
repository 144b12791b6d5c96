// The import graph of the project's own modules, type-only imports included (the lint's import-x/no-cycle
// skips `import type`, so a cycle held together by a type import passes it): every relative import and
// re-export, resolved to its file, and the strongly connected components that form cycles.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const sourceFile = /\.(ts|tsx|mts)$/;
const specifiers = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.(m?js)$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && sourceFile.test(candidate)) return candidate;
  }
  return null;
}

/** Each module under `directories` with the modules it imports (relative imports only). */
export function importGraph(directories: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of directories.flatMap(filesUnder)) {
    const code = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of code.matchAll(specifiers)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component of more than one module (or a module importing itself), as paths relative to `root`. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>, root: string): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.map((file) => relative(root, file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
