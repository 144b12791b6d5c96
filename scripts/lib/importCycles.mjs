// The lint's import-cycle rule (`cycles/no-cycle` in eslint.config.mjs): an import is reported when the
// module it names leads back, import by import, to the file that imports it. Only our own modules are
// followed (relative specifiers: the one package name we import, @confsys/domain, imports nothing of ours
// by another rule), and imports of types alone are not, since they vanish from the running code.
//
// Each module's imports are read once per process with TypeScript's parser and kept while the file is
// unchanged (its modification time and size, looked at again after a second), so a whole run reads every
// file once and walks each file's reach from memory. import-x/no-cycle read the modules again for every
// file that reached them: 39 of the lint's 49 s of CPU.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** What a module file may end with, and what an extension in a specifier may stand for. */
const codeExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const sourceFor = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] };

/** Per file: its modification time and size when read, and the files its runtime imports name. */
const read = new Map();

function fileStamp(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? `${stats.mtimeMs}:${stats.size}` : null;
  } catch {
    return null;
  }
}

/** The file a relative specifier names, or null (a package, a JSON or CSS file, nothing there). */
export function resolveSpecifier(specifier, importer) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(dirname(importer), specifier);
  const extension = codeExtensions.find((ending) => base.endsWith(ending));
  const candidates = extension
    ? [...(sourceFor[extension] ?? [extension]).map((ending) => base.slice(0, -extension.length) + ending)]
    : [...codeExtensions.map((ending) => base + ending), ...codeExtensions.map((ending) => `${base}/index${ending}`)];
  return candidates.find((candidate) => fileStamp(candidate) !== null) ?? null;
}

/** Whether an import declaration brings in types alone (`import type`, or every named binding `type`). */
function typesOnly(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/**
 * The specifiers a module imports from: static imports, re-exports and import() calls, read with
 * TypeScript's parser. Imports of types alone count only with `types` (they vanish from running code).
 */
function specifiersOf(path, types) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if ((types || !typesOnly(node.importClause)) && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if ((types || !node.isTypeOnly) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The files of this project a module imports (relative specifiers resolved), each once; with `types`, type-only imports too. */
export function moduleImports(path, { types = false } = {}) {
  return [...new Set(specifiersOf(path, types).map((specifier) => resolveSpecifier(specifier, path)).filter(Boolean))];
}

/** How long a module's stamp is trusted before it is looked at again (an editor's lint server runs for hours). */
const trustMs = 1000;

/** The files a module's runtime imports name, read again only when the file changed. */
function importsOf(path) {
  const now = Date.now();
  const known = read.get(path);
  if (known && now - known.checked < trustMs) return known.imports;
  const stamp = fileStamp(path);
  if (known && known.stamp === stamp) {
    known.checked = now;
    return known.imports;
  }
  const imports = stamp === null ? [] : moduleImports(path);
  read.set(path, { stamp, imports, checked: now });
  return imports;
}

/**
 * For one file, a test of whether a module leads back to it. A search that finds no way back proves it
 * for every module it went through, which the file's other imports then skip: one file's check walks its
 * reach once.
 */
function leadsBackTo(file) {
  const noWayBack = new Set();
  return (start) => {
    const seen = new Set();
    const walk = (module) => {
      if (module === file) return true;
      if (noWayBack.has(module) || seen.has(module)) return false;
      seen.add(module);
      return importsOf(module).some(walk);
    };
    const found = walk(start);
    if (!found) for (const module of seen) noWayBack.add(module);
    return found;
  };
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import of a module that leads back to the importing file.' },
    schema: [],
    messages: { cycle: 'Dependency cycle via "{{source}}": it leads back to this file.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!codeExtensions.some((ending) => file.endsWith(ending))) return {};
    const leadsBack = leadsBackTo(file);
    // The file's own imports as ESLint parsed them (the text being linted, which may not be saved yet).
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, file);
      if (target && leadsBack(target)) context.report({ node, messageId: 'cycle', data: { source: source.value } });
    };
    return {
      ImportDeclaration(node) {
        const typeOnly = node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
        if (!typeOnly) check(node, node.source);
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source);
      },
      ImportExpression(node) {
        check(node, node.source);
      },
    };
  },
};

export default { meta: { name: 'cycles' }, rules: { 'no-cycle': noCycle } };
