// Small statistics and concurrency helpers for the benchmark: medians, nearest-rank percentiles, and a
// pool that runs tasks with a fixed number of concurrent clients.

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Runs task(i) for i in 0..count-1 with `clients` workers; worker w takes tasks w, w + clients, ... */
export async function pool<T>(count: number, clients: number, task: (index: number, client: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  await Promise.all(
    Array.from({ length: Math.min(clients, count) }, async (_, client) => {
      for (let index = client; index < count; index += clients) results[index] = await task(index, client);
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
