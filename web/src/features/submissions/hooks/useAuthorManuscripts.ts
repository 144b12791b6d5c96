// The signed-in author's manuscripts, live, newest first, each with its payment (the participant's). The query filters on authorId == uid, which
// the Firestore rules require of an author's list query.
import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../../lib/useLiveDocument';
import { typedCollection } from '../../../lib/documents';
import { useParticipant } from '../../../api/registration/getParticipant';
import { useCurrentEdition } from '../../../api/editions/getCurrentEdition';
import { bySubmissionDateDesc, toManuscriptRow, type ManuscriptRow } from '../utils/manuscript';

export function useAuthorManuscripts(uid: string): { loading: boolean; rows: ManuscriptRow[] } {
  const firestore = useFirestore();
  const edition = useCurrentEdition();
  const manuscripts = useMemo(() => (edition ? query(typedCollection.manuscripts(firestore, edition), where('authorId', '==', uid)) : undefined), [firestore, edition, uid]);
  const live = useLiveQuery(manuscripts, `${edition?.id ?? ''}/${uid}`);
  const data = live.loading ? undefined : live.data;
  // Each paper's payment is the payment of the author's registration that covers it.
  const participant = useParticipant();
  const payments = participant.data?.payments;
  const rows = useMemo(() => (data ? data.map((manuscript) => toManuscriptRow(manuscript, payments)).sort(bySubmissionDateDesc) : []), [data, payments]);
  // A refused read, or a document of another shape, goes to the screen's error boundary (useLiveQuery throws it).
  if (participant.isError) throw participant.error;
  return { loading: live.loading || participant.isPending, rows };
}
