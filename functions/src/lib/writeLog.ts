// Counting writes per document, for the load measurements (Firestore sustains about one write a second
// to one document; the emulator neither enforces nor reports it). With WRITE_LOG_FILE set, every write
// this process commits through the Admin SDK (transactions, batches, single writes, bulk writes)
// appends "<epoch ms>\t<document path>" to that file (through callLog.ts) once Firestore has accepted
// it. Every process of the suite (API, triggers, scripts) appends to the same file. Unset in production.
import { countCalls } from './callLog';

interface Write {
  update?: { name?: string } | null;
  delete?: string | null;
  transform?: { document?: string } | null;
}

type Answer = { status?: Array<{ code?: number }> } | undefined;

const written = (write: Write) => write.update?.name ?? write.delete ?? write.transform?.document ?? null;

/** From now on, this process's committed writes are appended to `file`. */
export function logWritesTo(file: string): void {
  countCalls<[request: { writes?: Write[] }, ...rest: unknown[]], Answer>('request', file, (method, [body], answer, log) => {
    if ((method !== 'commit' && method !== 'batchWrite') || !body.writes) return;
    // batchWrite answers per write; a commit's writes all took effect.
    log(
      body.writes
        .filter((_write, index) => method === 'commit' || (answer?.status?.[index]?.code ?? 0) === 0)
        .map(written)
        .filter((name): name is string => name !== null)
        .map((name) => name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '')),
    );
  });
}
