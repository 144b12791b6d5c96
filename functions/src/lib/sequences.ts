// Human-readable sequence numbers (ICCS25-0001, REG-2025-0001) that concurrent requests never share.
// Each number is claimed by creating its own document (a create fails if the number is taken), so
// requests do not queue on one locked counter; the hint document (meta/sequences) only says where to
// start, and is written at every hintEvery-th number, not at every claim: at the submission deadline it
// would otherwise be one document written by every submission. Within a process the claims of a
// sequence are made in turn (nextNumber).
//
// Gaps: numbers are claimed in order, but a request that fails after its claim (a broken upload, a
// refused write) leaves its number unused; authors then see that number missing from the sequence. No
// number is ever given twice.
import { FieldValue } from 'firebase-admin/firestore';
import { SequenceHintsSchema } from '@confsys/domain';
import { db } from './admin';
import { converter, editionMeta } from './documents';
import { currentEdition } from './editionScope';

export type SequenceName = 'papers' | 'registrations';

const hintDoc = () => editionMeta().withConverter(converter(SequenceHintsSchema)).doc('sequences');
/** A claimed number: an empty marker document whose existence is the claim. */
export const claimRef = (name: SequenceName, value: number) => editionMeta().doc('sequences').collection(name).doc(String(value));

const alreadyExists = 6;

/** The hint is moved at every hintEvery-th number: a process starting cold tries at most this many numbers taken already. */
export const hintEvery = 10;

/** Per process and edition (`{edition}/{name}`): the last number this process claimed, and the queue of its allocations. */
const lastClaimed = new Map<string, number>();
const queues = new Map<string, Promise<unknown>>();
const sequenceKey = (name: SequenceName) => `${currentEdition().id}/${name}`;

/**
 * The next free number. Within one process the allocations of a sequence run one after another, each
 * starting after the number this process claimed last, so a burst of concurrent requests claims
 * consecutive numbers at one create each instead of all racing for the same hint and retrying number
 * after number (which made submission slower the more authors submitted at once). Other processes are
 * met by the create failing; the allocation then jumps past the hint they leave.
 */
export function nextNumber(name: SequenceName): Promise<number> {
  const key = sequenceKey(name);
  const claim = (queues.get(key) ?? Promise.resolve()).then(() => claimNext(name));
  queues.set(key, claim.catch(() => undefined));
  return claim;
}

async function readHint(name: SequenceName): Promise<number> {
  return (await hintDoc().get()).data()?.[name] ?? 0;
}

async function claimNext(name: SequenceName): Promise<number> {
  const known = lastClaimed.get(sequenceKey(name));
  let candidate = (known ?? (await readHint(name))) + 1;
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      await claimRef(name, candidate).create({ at: FieldValue.serverTimestamp() });
      lastClaimed.set(sequenceKey(name), candidate);
      // A late writer may move the hint back a little; that costs later callers a retry, never a duplicate.
      if (candidate % hintEvery === 0) await hintDoc().set({ [name]: candidate }, { merge: true });
      return candidate;
    } catch (error) {
      if ((error as { code?: number }).code !== alreadyExists) throw error;
      candidate = Math.max(candidate + 1, (await readHint(name)) + 1);
    }
  }
  throw new Error(`Could not allocate a ${name} number.`);
}

/** The last number claimed so far: from the hint, the claims after it looked up (a read of hintEvery claims at a time). */
export async function lastNumber(name: SequenceName): Promise<number> {
  let last = await readHint(name);
  for (;;) {
    const next = await db.getAll(...Array.from({ length: hintEvery }, (_, index) => claimRef(name, last + 1 + index)));
    const taken = next.findIndex((snapshot) => !snapshot.exists);
    if (taken === -1) last += hintEvery;
    else return last + taken;
  }
}

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(4, '0')}`;
}
