// No import cycles in the domain, the functions or the SPA, counting type-only imports (which the lint's
// no-cycle rule skips); the checker itself finds a cycle held by a type import.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './emulators.mjs';
import { importCycles, importGraph } from './importGraph';

describe('the import graph', () => {
  it.each(['domain/src', 'functions/src', 'web/src'])('has no cycle in %s, type-only imports included', (directory) => {
    expect(importCycles(importGraph([join(root, directory)]), root)).toEqual([]);
  });

  it('finds a cycle that only a type import closes', () => {
    const directory = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      writeFileSync(join(directory, 'documents.ts'), "import { dueDate } from './dueDates';\nexport const schema = dueDate;\n");
      writeFileSync(join(directory, 'dueDates.ts'), "import type { Review } from './documents';\nexport const dueDate = (review: Review) => review;\n");
      writeFileSync(join(directory, 'alone.ts'), "import { schema } from './documents';\nexport const alone = schema;\n");
      expect(importCycles(importGraph([directory]), directory)).toEqual([['documents.ts', 'dueDates.ts']]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
