// extensions/author-{uid}: the signed-in author's own extension of the submission deadline, if the chair
// granted one (the rules let an author read theirs only), for the Submit Manuscript form.
import { useQuery } from '@tanstack/react-query';
import { getDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { extensionId, type Extension } from '@confsys/domain';
import { typedDoc } from '../../../lib/documents';

export async function getOwnExtension(firestore: Firestore, uid: string): Promise<Extension | null> {
  return (await getDoc(typedDoc.extensions(firestore, extensionId('author', uid)))).data() ?? null;
}

export const ownExtensionKey = (uid: string) => ['author', 'extension', uid] as const;

/**
 * The extension, or null without one (also while it loads, or if it cannot be read). Read again on each
 * visit: the chair may grant one at any moment.
 */
export function useOwnExtension(uid: string): Extension | null {
  const firestore = useFirestore();
  return useQuery({ queryKey: ownExtensionKey(uid), queryFn: () => getOwnExtension(firestore, uid), staleTime: 0 }).data ?? null;
}
