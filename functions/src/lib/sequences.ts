// Human-readable sequence numbers (ICCS25-0001, REG-2025-0001) that concurrent requests never share.
// Each number is claimed by creating its own document (a create fails if the number is taken), so
// requests do not queue on one locked counter; the counter is only a hint of where to start. Within a
// process the claims of a sequence are made in turn (nextNumber).
import { FieldValue } from 'firebase-admin/firestore';
import { Collections, SequenceHintsSchema } from '@confsys/domain';
import { db } from './admin';
import { converter } from './documents';

export type SequenceName = 'papers' | 'registrations';

const hintDoc = () => db.collection(Collections.meta).withConverter(converter(SequenceHintsSchema)).doc('sequences');
/** A claimed number: an empty marker document whose existence is the claim. */
export const claimRef = (name: SequenceName, value: number) => db.collection(Collections.meta).doc('sequences').collection(name).doc(String(value));

const alreadyExists = 6;

/** Per process: the last number this process claimed, and the queue of its allocations. */
const lastClaimed = new Map<SequenceName, number>();
const queues = new Map<SequenceName, Promise<unknown>>();

/**
 * The next free number. Within one process the allocations of a sequence run one after another, each
 * starting after the number this process claimed last, so a burst of concurrent requests claims
 * consecutive numbers at one create each instead of all racing for the same hint and retrying number
 * after number (which made submission slower the more authors submitted at once). Other processes are
 * met by the create failing; the allocation then jumps past the hint they leave.
 */
export function nextNumber(name: SequenceName): Promise<number> {
  const claim = (queues.get(name) ?? Promise.resolve()).then(() => claimNext(name));
  queues.set(name, claim.catch(() => undefined));
  return claim;
}

async function readHint(name: SequenceName): Promise<number> {
  return (await hintDoc().get()).data()?.[name] ?? 0;
}

async function claimNext(name: SequenceName): Promise<number> {
  const known = lastClaimed.get(name);
  let candidate = (known ?? (await readHint(name))) + 1;
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      await claimRef(name, candidate).create({ at: FieldValue.serverTimestamp() });
      lastClaimed.set(name, candidate);
      // A late writer may move the hint back a little; that costs later callers a retry, never a duplicate.
      await hintDoc().set({ [name]: candidate }, { merge: true });
      return candidate;
    } catch (error) {
      if ((error as { code?: number }).code !== alreadyExists) throw error;
      candidate = Math.max(candidate + 1, (await readHint(name)) + 1);
    }
  }
  throw new Error(`Could not allocate a ${name} number.`);
}

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(4, '0')}`;
}
