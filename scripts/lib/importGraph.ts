// The import graph of the project's own modules, type-only imports included (the lint's cycle rule skips
// `import type`, so a cycle held together by a type import passes it): every relative import, re-export
// and import(), read and resolved as the lint reads them (importCycles.mjs), and the strongly connected
// components that form cycles.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { moduleImports } from './importCycles.mjs';

const sourceFile = /\.(ts|tsx|mts)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return sourceFile.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each module under `directories` with the modules it imports (relative imports only). */
export function importGraph(directories: readonly string[]): Map<string, string[]> {
  return new Map(directories.flatMap(filesUnder).map((file) => [file, moduleImports(file, { types: true })]));
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
