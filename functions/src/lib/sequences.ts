// Human-readable sequence numbers (ICCS25-0001, REG-2025-0001) allocated in a transaction, so that
// concurrent requests never get the same number.
import { Collections } from '@confsys/domain';
import { db } from './admin';

const sequencesDoc = () => db.collection(Collections.meta).doc('sequences');

export async function nextNumber(name: 'papers' | 'registrations'): Promise<number> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(sequencesDoc());
    const next = ((snapshot.get(name) as number | undefined) ?? 0) + 1;
    transaction.set(sequencesDoc(), { [name]: next }, { merge: true });
    return next;
  });
}

export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(4, '0')}`;
}
