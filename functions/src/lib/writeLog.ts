// Counting writes per document, for the load measurements (Firestore sustains about one write a second
// to one document; the emulator neither enforces nor reports it). With WRITE_LOG_FILE set, every write
// this process commits through the Admin SDK (transactions, batches, single writes, bulk writes)
// appends "<epoch ms>\t<document path>" to that file once Firestore has accepted it. Every process of
// the suite (API, triggers, scripts) appends to the same file. Unset in production.
import { appendFileSync } from 'node:fs';
import { Firestore } from 'firebase-admin/firestore';

interface Write {
  update?: { name?: string } | null;
  delete?: string | null;
  transform?: { document?: string } | null;
}

type Request = (this: Firestore, method: string, request: { writes?: Write[] }, ...rest: unknown[]) => Promise<{ status?: Array<{ code?: number }> } | undefined>;

const written = (write: Write) => write.update?.name ?? write.delete ?? write.transform?.document ?? null;

let installed = false;

/** From now on, this process's committed writes are appended to `file`. */
export function logWritesTo(file: string): void {
  if (installed) return;
  installed = true;
  const prototype = Firestore.prototype as unknown as { request: Request };
  const request = prototype.request;
  prototype.request = async function (method, body, ...rest) {
    const answer = await request.call(this, method, body, ...rest);
    if ((method === 'commit' || method === 'batchWrite') && body.writes) {
      // batchWrite answers per write; a commit's writes all took effect.
      const lines = body.writes
        .filter((_write, index) => method === 'commit' || (answer?.status?.[index]?.code ?? 0) === 0)
        .map(written)
        .filter((name): name is string => name !== null)
        .map((name) => `${Date.now()}\t${name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '')}\n`);
      if (lines.length > 0) appendFileSync(file, lines.join(''));
    }
    return answer;
  };
}
