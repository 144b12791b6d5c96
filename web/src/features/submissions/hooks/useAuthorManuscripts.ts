// The signed-in author's manuscripts, live, newest first, each with its payment (the participant's). The query filters on authorId == uid, which
// the Firestore rules require of an author's list query.
import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { typedCollection } from '../../../lib/documents';
import { useParticipant } from '../../../api/registration/getParticipant';
import { bySubmissionDateDesc, toManuscriptRow, type ManuscriptRow } from '../utils/manuscript';

export function useAuthorManuscripts(uid: string): { loading: boolean; rows: ManuscriptRow[] } {
  const firestore = useFirestore();
  const manuscripts = useMemo(() => query(typedCollection.manuscripts(firestore), where('authorId', '==', uid)), [firestore, uid]);
  const { status, data, error } = useFirestoreCollectionData(manuscripts);
  // Each paper's payment is the payment of the author's registration that covers it.
  const participant = useParticipant();
  const payments = participant.data?.payments;
  const rows = useMemo(() => (data ? data.map((manuscript) => toManuscriptRow(manuscript, payments)).sort(bySubmissionDateDesc) : []), [data, payments]);
  // A refused read, or a document of another shape, goes to the screen's error boundary.
  if (status === 'error') throw error ?? new Error('The manuscripts could not be read.');
  if (participant.isError) throw participant.error;
  return { loading: status === 'loading' || participant.isPending, rows };
}
