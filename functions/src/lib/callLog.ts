// The benchmark's logs of what this process asks of Firestore (the emulator counts neither reads nor
// writes per document): one of the Admin SDK's internal calls to Firestore is wrapped, once, so that each
// answer is counted as it is received, and what the count finds is appended to a log file, a line
// "<epoch ms>\t<entry>" each. Every process of the suite appends to the same file. Unset in production:
// nothing is wrapped.
import { appendFileSync } from 'node:fs';
import { Firestore } from 'firebase-admin/firestore';

/** The Admin SDK's call to Firestore: `request` answers once, `requestStream` hands back a stream. */
type FirestoreCall = 'request' | 'requestStream';

type Call<Args extends unknown[], Answer> = (this: Firestore, method: string, ...args: Args) => Promise<Answer>;

const wrapped = new Set<FirestoreCall>();

/**
 * From now on, each `call` this process makes is handed to `count` with its arguments and its answer;
 * `count` gives `log` the entries it finds, at once or later (a stream's once it ends).
 */
export function countCalls<Args extends unknown[], Answer>(
  call: FirestoreCall,
  file: string,
  count: (method: string, args: Args, answer: Answer, log: (entries: readonly string[]) => void) => void,
): void {
  if (wrapped.has(call)) return;
  wrapped.add(call);
  const log = (entries: readonly string[]) => {
    if (entries.length > 0) appendFileSync(file, entries.map((entry) => `${Date.now()}\t${entry}\n`).join(''));
  };
  const prototype = Firestore.prototype as unknown as Record<FirestoreCall, Call<Args, Answer>>;
  const original = prototype[call];
  prototype[call] = async function (method, ...args) {
    const answer = await original.call(this, method, ...args);
    count(method, args, answer, log);
    return answer;
  };
}
