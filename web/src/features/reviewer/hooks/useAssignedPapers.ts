// The papers assigned to the signed-in reviewer, live. Papers are linked to reviewers by their lowercase
// email, and the Firestore rules accept only this query, from a reviewer whose email is verified.
import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { typedCollection } from '../../../lib/documents';
import { toAssignedPaper, type AssignedPaperRow } from '../utils/assignedPaper';

export function useAssignedPapers(email: string): { loading: boolean; papers: AssignedPaperRow[] } {
  const firestore = useFirestore();
  const assigned = useMemo(() => query(typedCollection.papers(firestore), where('reviewerEmail', '==', email.toLowerCase())), [firestore, email]);
  const { status, data, error } = useFirestoreCollectionData(assigned);
  const papers = useMemo(() => (data ? data.map(toAssignedPaper) : []), [data]);
  // A refused read, or a document of another shape, goes to the screen's error boundary.
  if (status === 'error') throw error ?? new Error('The assigned papers could not be read.');
  return { loading: status === 'loading', papers };
}
