// extensions/author-{uid}: the signed-in author's own extension of the submission deadline, if the chair
// granted one (the rules let an author read theirs only), for the Submit Manuscript form; and a paper's
// extension (extensions/paper-{paperId}, readable by its author) for the form that changes it.
import { useQuery } from '@tanstack/react-query';
import { getDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { extensionId, type Edition, type Extension } from '@confsys/domain';
import { typedDoc } from '../../lib/documents';
import { useCurrentEdition } from '../editions/getCurrentEdition';

export async function getOwnExtension(firestore: Firestore, edition: Edition, uid: string): Promise<Extension | null> {
  return (await getDoc(typedDoc.extensions(firestore, edition, extensionId('author', uid)))).data() ?? null;
}

export const ownExtensionKey = (uid: string) => ['author', 'extension', uid] as const;

/**
 * The extension, or null without one (also while it loads, or if it cannot be read). Read again on each
 * visit: the chair may grant one at any moment.
 */
export function useOwnExtension(uid: string): Extension | null {
  const firestore = useFirestore();
  const edition = useCurrentEdition();
  return useQuery({ queryKey: ownExtensionKey(uid), queryFn: () => getOwnExtension(firestore, edition!, uid), enabled: edition !== undefined, staleTime: 0 }).data ?? null;
}

export const paperExtensionKey = (paperId: string) => ['author', 'extension', 'paper', paperId] as const;

/** The extension the chair granted to one of the author's papers (for its changes), or null. */
export function usePaperExtension(paperId: string): Extension | null {
  const firestore = useFirestore();
  const edition = useCurrentEdition();
  return (
    useQuery({
      queryKey: paperExtensionKey(paperId),
      queryFn: async () => (await getDoc(typedDoc.extensions(firestore, edition!, extensionId('paper', paperId)))).data() ?? null,
      enabled: edition !== undefined,
      staleTime: 0,
    }).data ?? null
  );
}
