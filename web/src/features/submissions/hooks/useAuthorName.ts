// The signed-in author's name, read live from their users/{uid} profile.
import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { Collections } from '@confsys/domain';

export function useAuthorName(uid: string): string {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, Collections.users, uid), [firestore, uid]);
  const { data } = useFirestoreDocData(ref);
  return typeof data?.name === 'string' ? data.name : '';
}
