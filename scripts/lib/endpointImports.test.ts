// An endpoint is a doorway: it reads its request, checks the permission, calls one operation of its area
// and answers, so no endpoint file imports more than five modules of functions/src/lib; the check itself
// names a planted endpoint that imports six.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './emulators.mjs';
import { maxLibImportsPerEndpoint, thickEndpoints } from './endpointImports';

describe('the endpoints of functions/src/api', () => {
  it(`import at most ${maxLibImportsPerEndpoint} modules of functions/src/lib each`, () => {
    const offenders = thickEndpoints(root, 'functions/src/api', 'functions/src/lib').map(({ endpoint, imports }) => `${endpoint} imports ${imports.length}: ${imports.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('names an endpoint that imports six lib modules, and counts each module once', () => {
    const directory = mkdtempSync(join(tmpdir(), 'endpoint-imports-'));
    try {
      mkdirSync(join(directory, 'api/papers'), { recursive: true });
      mkdirSync(join(directory, 'lib'));
      const modules = ['http', 'papers', 'errors', 'audit', 'outbox', 'pdf'];
      for (const name of modules) writeFileSync(join(directory, 'lib', `${name}.ts`), `export const ${name} = 1;\n`);
      const lines = modules.map((name) => `import { ${name} } from '../../lib/${name}';`);
      writeFileSync(join(directory, 'api/papers/thick.ts'), [...lines, "import type { http as again } from '../../lib/http';", ''].join('\n'));
      writeFileSync(join(directory, 'api/papers/thin.ts'), [...lines.slice(0, 5), ''].join('\n'));
      expect(thickEndpoints(directory, 'api', 'lib')).toEqual([{ endpoint: join('api', 'papers', 'thick.ts'), imports: modules.map((name) => join('lib', `${name}.ts`)).sort() }]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
