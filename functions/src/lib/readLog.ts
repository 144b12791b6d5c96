// Counting document reads, for the benchmark (the emulator has no read counter). With READ_LOG_FILE set,
// every read this process makes through the Admin SDK appends "<epoch ms>\t<method>\t<reads>" to that
// file (through callLog.ts) once its answer has been received, counted as Firestore bills it: each
// document a lookup found (batchGetDocuments, which get, getAll and transactions use), each document a
// query returned (runQuery; a query that returns nothing is billed one read), and an aggregation one read
// per 1,000 index entries it counted, at least one. Every process of the suite appends to the same file.
// Unset in production.
import type { Readable } from 'node:stream';
import { countCalls } from './callLog';

interface AggregationRequest {
  structuredAggregationQuery?: { aggregations?: Array<{ alias?: string; count?: unknown }> };
}

interface Chunk {
  found?: unknown;
  document?: unknown;
  result?: { aggregateFields?: Record<string, { integerValue?: string | number }> };
}

/** A count aggregation is billed one read per 1,000 index entries it counts, and at least one. */
export const aggregationReads = (entries: number) => Math.max(1, Math.ceil(entries / 1000));

/**
 * Tallies the reads of one streamed answer, chunk by chunk. Aggregations other than counts (sum,
 * average) read as many entries as a count over the same query would; without a count beside them
 * only the minimum is known.
 */
export function readTally(method: string, request: unknown): { add(chunk: Chunk): void; reads(): number } {
  const counts = ((request as AggregationRequest).structuredAggregationQuery?.aggregations ?? []).filter((aggregation) => aggregation.count).map((aggregation) => aggregation.alias ?? '');
  let documents = 0;
  let entries = 0;
  return {
    add(chunk) {
      if (chunk.found || chunk.document) documents++;
      for (const alias of counts) entries = Math.max(entries, Number(chunk.result?.aggregateFields?.[alias]?.integerValue ?? 0));
    },
    reads() {
      if (method === 'batchGetDocuments') return documents;
      if (method === 'runQuery') return Math.max(1, documents);
      if (method === 'runAggregationQuery') return aggregationReads(entries);
      return 0;
    },
  };
}

const counted = new Set(['batchGetDocuments', 'runQuery', 'runAggregationQuery']);

/** From now on, this process's document reads are appended to `file`. */
export function logReadsTo(file: string): void {
  countCalls<[bidirectional: boolean, request: unknown, ...rest: unknown[]], Readable>('requestStream', file, (method, [, request], stream, log) => {
    if (!counted.has(method)) return;
    // The stream is handed back paused; its reader attaches listeners later. Watching `emit` sees
    // every chunk however it is read (flowing, read(), piped) without changing when it flows.
    const tally = readTally(method, request);
    let logged = false;
    const emit = stream.emit.bind(stream);
    stream.emit = (event: string | symbol, ...args: unknown[]) => {
      if (event === 'data') tally.add(args[0] as Chunk);
      else if (!logged && (event === 'end' || event === 'close' || event === 'error')) {
        logged = true;
        const reads = tally.reads();
        if (reads > 0) log([`${method}\t${reads}`]);
      }
      return emit(event, ...args);
    };
  });
}
