// Static check of storage.rules: the Storage emulator cannot run on these machines, so this reads the
// rules text and asserts that its only statement denies every client read and write.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storageRulesPath } from './harness';

/** The rules without comments, whitespace collapsed, so the checks see statements only. */
function statements(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const rules = statements(readFileSync(storageRulesPath, 'utf8'));

describe('storage.rules', () => {
  it('uses rules version 2, where {allPaths=**} matches every object', () => {
    expect(rules.startsWith("rules_version = '2';")).toBe(true);
  });

  it('denies every client read and write on every object in every bucket', () => {
    expect(rules).toContain(
      'service firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read, write: if false; } } }',
    );
  });

  it('has no other allow statement and no function that could grant access', () => {
    expect(rules.match(/\ballow\b/g)).toHaveLength(1);
    expect(rules).not.toMatch(/\bfunction\b/);
  });
});
