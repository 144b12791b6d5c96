// What a rehearsal keeps of each phase: every request's time and answer, the refusals (an answer other
// than the one the person expected, with its message) and the failures (any 5xx, or no answer at all),
// printed as the phase's time, its slowest requests and every refusal grouped by message.
import { call, type Answer } from '../../tests/support/emulator';
import { percentile } from '../lib/numbers';

type CallOptions = Parameters<typeof call>[2];

/** A request unanswered after this is a failure (the hosting front end's limit is 60 s; an apply may take longer here). */
const requestTimeoutMs = 5 * 60_000;

export interface Refusal {
  what: string;
  status: number;
  message: string;
}

interface Timed {
  what: string;
  ms: number;
}

export interface PhaseFigures {
  name: string;
  seconds: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  slowest: Timed[];
  refusals: Refusal[];
  /** 5xx answers and requests that got no answer: each fails the rehearsal. */
  failures: Refusal[];
  /** What the phase did, in a line (papers submitted, reviews written...). */
  summary: string;
}

const messageOf = (body: unknown) => (typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : String(body)).slice(0, 160);

/** Requests of one phase, made as people of the conference make them. */
export class Phase {
  private readonly started = performance.now();
  private readonly times: Timed[] = [];
  readonly refusals: Refusal[] = [];
  readonly failures: Refusal[] = [];
  summary = '';

  constructor(readonly name: string) {}

  /**
   * Sends the request and records it. `what` names it in the report (the path without its IDs); an
   * answer other than `expected` is a refusal, a 5xx or a network error a failure. The answer is
   * returned whatever it was, or null when nothing answered.
   */
  async call<T = Record<string, unknown>>(what: string, method: string, path: string, options: CallOptions = {}, expected = 200): Promise<Answer<T> | null> {
    const sent = performance.now();
    let answer: Answer<T>;
    try {
      answer = await call<T>(method, path, { signal: AbortSignal.timeout(requestTimeoutMs), ...options });
    } catch (error) {
      this.failures.push({ what, status: 0, message: (error as Error).message.slice(0, 160) });
      return null;
    }
    this.times.push({ what: `${method} ${path.split('?')[0]}`, ms: performance.now() - sent });
    if (answer.status >= 500) this.failures.push({ what, status: answer.status, message: messageOf(answer.body) });
    else if (answer.status !== expected) this.refusals.push({ what, status: answer.status, message: messageOf(answer.body) });
    return answer;
  }

  /** The answer's body when it was the one expected, else null (already recorded as a refusal or failure). */
  async ok<T = Record<string, unknown>>(what: string, method: string, path: string, options: CallOptions = {}, expected = 200): Promise<T | null> {
    const answer = await this.call<T>(what, method, path, options, expected);
    return answer?.status === expected ? answer.body : null;
  }

  /** A check of the phase that did not hold (a lost write, a count that differs): fails the rehearsal. */
  fail(what: string, message: string): void {
    this.failures.push({ what, status: 0, message });
  }

  figures(): PhaseFigures {
    const ms = this.times.map((entry) => entry.ms);
    return {
      name: this.name,
      seconds: (performance.now() - this.started) / 1000,
      requests: this.times.length,
      p50Ms: percentile(ms, 50),
      p95Ms: percentile(ms, 95),
      slowest: [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 3),
      refusals: this.refusals,
      failures: this.failures,
      summary: this.summary,
    };
  }
}

/** The same refusals counted once each: "12 × 409 verify: Someone else changed this". */
function grouped(entries: Refusal[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const key = `${entry.status || 'no answer'} ${entry.what}: ${entry.message}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} × ${key}`);
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);

export function renderPhase(figures: PhaseFigures, limitSeconds: number): string {
  const within = figures.seconds <= limitSeconds ? '✓' : `✗ (goal ${limitSeconds / 60} min)`;
  const lines = [
    `${figures.name.padEnd(14)} ${figures.seconds.toFixed(0).padStart(5)} s ${within}  ${figures.requests} requests, p50 ${seconds(figures.p50Ms)}, p95 ${seconds(figures.p95Ms)}  ${figures.summary}`,
  ];
  if (figures.slowest.length) lines.push(`${' '.repeat(16)}slowest: ${figures.slowest.map((entry) => `${entry.what} ${seconds(entry.ms)}`).join('; ')}`);
  for (const line of grouped(figures.refusals)) lines.push(`${' '.repeat(16)}refused ${line}`);
  for (const line of grouped(figures.failures)) lines.push(`${' '.repeat(16)}FAILED ${line}`);
  return lines.join('\n');
}
