// The endpoints that do more than read a request, call an operation and answer: those importing more
// than a few modules of the functions' lib (distinct module files, type-only imports included), which
// means their orchestration belongs in an operation of their area (functions/src/lib/<area>/).
import { join, relative, sep } from 'node:path';
import { importGraph } from './importGraph';

/** How many lib modules an endpoint may import: the router's, its request's reading, its permission check, its operation, and one to spare. */
export const maxLibImportsPerEndpoint = 5;

/** Each endpoint file under `api` importing more than `max` modules under `lib`, with those modules (paths relative to `root`), most first. */
export function thickEndpoints(root: string, api: string, lib: string, max = maxLibImportsPerEndpoint): Array<{ endpoint: string; imports: string[] }> {
  const libRoot = join(root, lib) + sep;
  return [...importGraph([join(root, api)])]
    .map(([file, targets]) => ({ endpoint: relative(root, file), imports: targets.filter((target) => target.startsWith(libRoot)).map((target) => relative(root, target)).sort() }))
    .filter((entry) => entry.imports.length > max)
    .sort((a, b) => b.imports.length - a.imports.length || a.endpoint.localeCompare(b.endpoint));
}
