// The signed-in author's manuscripts, live, newest first. The query filters on authorId == uid, which
// the Firestore rules require of an author's list query.
import { useMemo } from 'react';
import { collection, query, where, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { Collections } from '@confsys/domain';
import { bySubmissionDateDesc, toManuscriptRow, type ManuscriptRow } from '../utils/manuscript';

const manuscriptConverter: FirestoreDataConverter<ManuscriptRow> = {
  toFirestore: () => {
    throw new Error('Manuscripts are written by the server only.');
  },
  fromFirestore: (snapshot, options) => toManuscriptRow(snapshot.id, snapshot.data(options)),
};

export function useAuthorManuscripts(uid: string): { loading: boolean; rows: ManuscriptRow[] } {
  const firestore = useFirestore();
  const manuscripts = useMemo(
    () => query(collection(firestore, Collections.manuscripts).withConverter(manuscriptConverter), where('authorId', '==', uid)),
    [firestore, uid],
  );
  const { status, data } = useFirestoreCollectionData(manuscripts);
  const rows = useMemo(() => (data ? [...data].sort(bySubmissionDateDesc) : []), [data]);
  return { loading: status === 'loading', rows };
}
