// The papers assigned to the signed-in reviewer, live. Papers are linked to reviewers by their lowercase
// email, and the Firestore rules accept only this query, from a reviewer whose email is verified.
import { useMemo } from 'react';
import { collection, query, where, type FirestoreDataConverter } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { Collections } from '@confsys/domain';
import { toAssignedPaper, type AssignedPaperRow } from '../utils/assignedPaper';

const assignedPaperConverter: FirestoreDataConverter<AssignedPaperRow> = {
  toFirestore: () => {
    throw new Error('Papers are written by the server only.');
  },
  fromFirestore: (snapshot, options) => toAssignedPaper(snapshot.id, snapshot.data(options)),
};

export function useAssignedPapers(email: string): { loading: boolean; papers: AssignedPaperRow[] } {
  const firestore = useFirestore();
  const assigned = useMemo(
    () => query(collection(firestore, Collections.papers).withConverter(assignedPaperConverter), where('reviewerEmail', '==', email.toLowerCase())),
    [firestore, email],
  );
  const { status, data } = useFirestoreCollectionData(assigned);
  return { loading: status === 'loading', papers: data ?? [] };
}
