// The conflicts of interest reviewers declared with papers.
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from '../documents';

/** The reviewers who declared a conflict of interest with the paper. */
export async function declaredConflicts(paperId: string, transaction?: Transaction): Promise<Set<string>> {
  const query = documents.conflicts.where('paperId', '==', paperId);
  const snapshot = transaction ? await transaction.get(query) : await query.get();
  return new Set(snapshot.docs.map((doc) => doc.data().reviewerId));
}
