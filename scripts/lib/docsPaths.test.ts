// The docs name real files: every path of the project's code written in backticks in README.md and
// docs/*.md (a file or folder under domain, functions, web, scripts, tests, bench or deploy) exists, so
// docs/architecture.md's layout and its walks of a payment and an assignment follow the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './emulators.mjs';

const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** A path of ours in backticks; placeholders (`<area>`) and globs are left out. */
const codePath = /`((?:domain|functions|web|scripts|tests|bench|deploy)\/[^`\s<>*]+)`/g;

describe('paths named by the docs', () => {
  it.each(pages)('%s names only paths that exist', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const missing = [...text.matchAll(codePath)].map((match) => match[1]!.replace(/[#:].*$/, '')).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it('architecture.md names the files of the areas it lists', () => {
    const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect([...text.matchAll(codePath)].length).toBeGreaterThan(20);
  });
});
