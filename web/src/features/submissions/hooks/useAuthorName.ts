// The signed-in author's profile, read live from their users/{uid} document: the greeting's name, and
// the details the first author of a new submission starts from.
import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { Collections } from '@confsys/domain';

/** The profile's text fields, each '' when absent (or unreadable); null while the document is being read. */
export type AuthorProfile = Record<'name' | 'email' | 'organization' | 'phone' | 'gender', string>;

export function useAuthorProfile(uid: string): AuthorProfile | null {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, Collections.users, uid), [firestore, uid]);
  const { status, data } = useFirestoreDocData(ref);
  return useMemo(() => {
    if (status === 'loading') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { name: text(data?.name), email: text(data?.email), organization: text(data?.organization), phone: text(data?.phone), gender: text(data?.gender) };
  }, [status, data]);
}

export function useAuthorName(uid: string): string {
  return useAuthorProfile(uid)?.name ?? '';
}
