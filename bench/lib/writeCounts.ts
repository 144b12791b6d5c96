// Writes per document, from the log every process of the suite appends to (functions/src/lib/writeLog.ts,
// WRITE_LOG_FILE set by bench/lib/env.ts): for each document, the most writes it received in any window
// of 10 seconds, over a stretch of the run. Firestore sustains about one write a second to a document,
// so the goal is 10 or fewer.
import { existsSync, readFileSync, statSync } from 'node:fs';

export const writeWindowMs = 10_000;
export const writeGoal = 10;

export interface WriteFigures {
  /** Writes counted in the stretch, and the documents they went to. */
  writes: number;
  documents: number;
  /** The busiest documents: the most writes each received in any 10-second window, most first. */
  busiest: Array<{ path: string; maxIn10s: number; total: number }>;
}

/** Where the log is; every process of the suite reads it from the environment. */
export const writeLogFile = () => process.env.WRITE_LOG_FILE ?? '';

/** A mark in the log: the stretch measured starts here (the byte offset of what came before). */
export function writeLogMark(): number {
  const file = writeLogFile();
  return file && existsSync(file) ? statSync(file).size : 0;
}

/** The most writes in any window of `windowMs`, for sorted instants (two pointers). */
export function maxInWindow(instants: readonly number[], windowMs = writeWindowMs): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < instants.length; end++) {
    while (instants[end]! - instants[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

/** The writes logged since `mark`, per document. `show` busiest documents are listed. */
export function writesSince(mark: number, show = 5): WriteFigures {
  const file = writeLogFile();
  if (!file || !existsSync(file)) throw new Error('No write log: WRITE_LOG_FILE is not set, or nothing was written.');
  const text = readFileSync(file).subarray(mark).toString('utf8');
  const byPath = new Map<string, number[]>();
  let writes = 0;
  for (const line of text.split('\n')) {
    const [at, path] = line.split('\t');
    if (!at || !path) continue;
    writes += 1;
    const list = byPath.get(path) ?? [];
    list.push(Number(at));
    byPath.set(path, list);
  }
  const busiest = [...byPath.entries()]
    .map(([path, instants]) => ({ path, maxIn10s: maxInWindow(instants.sort((a, b) => a - b)), total: instants.length }))
    .sort((a, b) => b.maxIn10s - a.maxIn10s || b.total - a.total)
    .slice(0, show);
  return { writes, documents: byPath.size, busiest };
}

export function renderWrites(figures: WriteFigures): string {
  const worst = figures.busiest[0]?.maxIn10s ?? 0;
  return [
    `  writes per document: ${figures.writes} writes to ${figures.documents} documents; the most any document received in 10 s: ${worst} (goal ≤ ${writeGoal}) ${worst <= writeGoal ? '✓' : '✗'}`,
    ...figures.busiest.map((entry) => `    ${entry.path}: ${entry.maxIn10s} in 10 s, ${entry.total} in all`),
  ].join('\n');
}
