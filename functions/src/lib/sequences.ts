// Human-readable sequence numbers (ICCS25-0001, REG-2025-0001) that concurrent requests never share.
// Each number is claimed by creating its own document (a create fails if the number is taken), so
// requests do not queue on one locked counter; the counter is only a hint of where to start.
import { FieldValue } from 'firebase-admin/firestore';
import { Collections, SequenceHintsSchema } from '@confsys/domain';
import { db } from './admin';
import { converter } from './documents';

export type SequenceName = 'papers' | 'registrations';

const hintDoc = () => db.collection(Collections.meta).withConverter(converter(SequenceHintsSchema)).doc('sequences');
/** A claimed number: an empty marker document whose existence is the claim. */
export const claimRef = (name: SequenceName, value: number) => db.collection(Collections.meta).doc('sequences').collection(name).doc(String(value));

const alreadyExists = 6;

export async function nextNumber(name: SequenceName): Promise<number> {
  let candidate = ((await hintDoc().get()).data()?.[name] ?? 0) + 1;
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      await claimRef(name, candidate).create({ at: FieldValue.serverTimestamp() });
      // A late writer may move the hint back a little; that costs later callers a retry, never a duplicate.
      await hintDoc().set({ [name]: candidate }, { merge: true });
      return candidate;
    } catch (error) {
      if ((error as { code?: number }).code !== alreadyExists) throw error;
      const hint = (await hintDoc().get()).data()?.[name] ?? 0;
      candidate = Math.max(candidate + 1, hint + 1);
    }
  }
  throw new Error(`Could not allocate a ${name} number.`);
}

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(4, '0')}`;
}
