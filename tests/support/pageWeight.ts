// The JavaScript budget of the public pages, as the browser suites and the benchmark weigh it: every script
// a page fetched, each gzipped here at level 9, so the figure does not depend on how a server compresses
// (the Hosting emulator's own gzip, production's Brotli).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** At most this many KB (1,024 bytes) of JavaScript, gzip, on a first visit to a public page. */
export const publicScriptBudgetKb = 120;

/**
 * The public pages held to the budget: the information pages, prerendered, and the list of past editions.
 * The forms anyone can open signed out (sign-in, certificate check, invitation, conference registration)
 * are not: they carry their validation and, some, MUI.
 */
export const budgetedPublicPaths = ['/', '/callforpapers', '/confregisration', '/publication', '/venue', '/programme', '/committee', '/accessibility', '/privacy', '/editions'] as const;

export interface ScriptWeight {
  /** The script's path on the site (/assets/index-<hash>.js). */
  path: string;
  text: string;
  gzipBytes: number;
}

/**
 * Records the scripts `page` fetches from now on. The function returned waits for every body recorded so
 * far and gives their weights: call it once the page has settled (network idle), so none is missed.
 */
export function recordScripts(page: Page): () => Promise<ScriptWeight[]> {
  const pending: Array<Promise<ScriptWeight | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, text: body.toString('utf8'), gzipBytes: gzipSync(body, { level: 9 }).length }),
        // A body Chromium no longer holds (a redirect, a page already closed) is not JavaScript run here.
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((script): script is ScriptWeight => script !== null);
}

/** The scripts' total, KB gzip. */
export function scriptKb(scripts: readonly ScriptWeight[]): number {
  return scripts.reduce((total, script) => total + script.gzipBytes, 0) / 1024;
}

/** The total and each file, heaviest first, as a failed budget prints them. */
export function describeScripts(path: string, scripts: readonly ScriptWeight[]): string {
  const files = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((script) => `${script.path} ${(script.gzipBytes / 1024).toFixed(1)}`);
  return `${path} loads ${scriptKb(scripts).toFixed(1)} KB of JavaScript (gzip) in ${scripts.length} files, budget ${publicScriptBudgetKb} KB: ${files.join(', ')}`;
}
