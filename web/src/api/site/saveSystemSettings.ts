// settings/{uid}: saves the signed-in user's own settings, whole (the theme, and how they hear of
// discussions). The rules accept only those keys with their allowed values.
import { useMutation } from '@tanstack/react-query';
import { setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { SettingsDoc } from '@confsys/domain';
import { typedDoc } from '../../lib/documents';

export function saveSystemSettings(firestore: Firestore, uid: string, settings: SettingsDoc): Promise<void> {
  return setDoc(typedDoc.settings(firestore, uid), settings);
}

export function useSaveSystemSettings(uid: string) {
  const firestore = useFirestore();
  return useMutation({ mutationFn: (settings: SettingsDoc) => saveSystemSettings(firestore, uid, settings) });
}
