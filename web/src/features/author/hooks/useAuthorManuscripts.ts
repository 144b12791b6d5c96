// The signed-in author's manuscripts, live, newest first. The query filters on authorId == uid, which
// the Firestore rules require of an author's list query.
import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { typedCollection } from '../../../lib/documents';
import { bySubmissionDateDesc, toManuscriptRow, type ManuscriptRow } from '../utils/manuscript';

export function useAuthorManuscripts(uid: string): { loading: boolean; rows: ManuscriptRow[] } {
  const firestore = useFirestore();
  const manuscripts = useMemo(() => query(typedCollection.manuscripts(firestore), where('authorId', '==', uid)), [firestore, uid]);
  const { status, data, error } = useFirestoreCollectionData(manuscripts);
  const rows = useMemo(() => (data ? data.map(toManuscriptRow).sort(bySubmissionDateDesc) : []), [data]);
  // A refused read, or a document of another shape, goes to the screen's error boundary.
  if (status === 'error') throw error ?? new Error('The manuscripts could not be read.');
  return { loading: status === 'loading', rows };
}
