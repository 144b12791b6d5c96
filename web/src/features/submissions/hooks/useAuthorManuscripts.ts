// The signed-in author's manuscripts, live, newest first, each with its payment (the participant's). Read
// from the author's own list of papers (authorPapers/{uid}) and then each paper by its ID, so no query
// runs over every manuscript; an author without a list (none submitted yet, or data from before the
// lists) is read by the query filtered on authorId == uid, which the Firestore rules require of a list.
import { useMemo } from 'react';
import { query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveDocument, useLiveDocuments, useLiveQuery } from '../../../lib/useLiveDocument';
import { typedCollection, typedDoc } from '../../../lib/documents';
import { useParticipant } from '../../../api/registration/getParticipant';
import { useCurrentEdition } from '../../../api/editions/getCurrentEdition';
import { bySubmissionDateDesc, toManuscriptRow, type ManuscriptRow } from '../utils/manuscript';

export function useAuthorManuscripts(uid: string): { loading: boolean; rows: ManuscriptRow[] } {
  const firestore = useFirestore();
  const edition = useCurrentEdition();
  const listRef = useMemo(() => (edition ? typedDoc.authorPapers(firestore, edition, uid) : undefined), [firestore, edition, uid]);
  const list = useLiveDocument(listRef);
  // The same array until the list's document changes (the listener keeps its last snapshot's data).
  const paperIds = list.loading ? undefined : list.data?.paperIds;
  const refs = useMemo(() => (edition && paperIds ? paperIds.map((paperId) => typedDoc.manuscripts(firestore, edition, paperId)) : undefined), [firestore, edition, paperIds]);
  const byId = useLiveDocuments(refs);
  const withoutList = !list.loading && list.data === undefined;
  const manuscripts = useMemo(() => (edition && withoutList ? query(typedCollection.manuscripts(firestore, edition), where('authorId', '==', uid)) : undefined), [firestore, edition, uid, withoutList]);
  const queried = useLiveQuery(manuscripts, `${edition?.id ?? ''}/${uid}`);
  const live = refs ? byId : queried;
  const data = live.loading ? undefined : live.data;
  // Each paper's payment is the payment of the author's registration that covers it.
  const participant = useParticipant();
  const payments = participant.data?.payments;
  const rows = useMemo(() => (data ? data.map((manuscript) => toManuscriptRow(manuscript, payments)).sort(bySubmissionDateDesc) : []), [data, payments]);
  // A refused read, or a document of another shape, goes to the screen's error boundary (the listeners throw it).
  if (participant.isError) throw participant.error;
  return { loading: list.loading || live.loading || participant.isPending, rows };
}
