// extensions/author-{uid}: the signed-in author's own extension of the submission deadline, if the chair
// granted one (the rules let an author read theirs only), for the Submit Manuscript form.
import { useCallback } from 'react';
import { getDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { extensionId, type Extension } from '@confsys/domain';
import { typedDoc } from '../../../lib/documents';
import { useApiData } from '../../../lib/useApiData';

export function useOwnExtension(uid: string) {
  const firestore = useFirestore();
  const load = useCallback(async (): Promise<Extension | null> => (await getDoc(typedDoc.extensions(firestore, extensionId('author', uid)))).data() ?? null, [firestore, uid]);
  return useApiData(load);
}
