// settings/{uid}: the signed-in user's own settings (the theme), read once for the Settings form; a
// missing document gives the defaults. (The theme follows the same document live: theme/ThemeModeProvider.)
import { useCallback } from 'react';
import { getDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { SettingsDoc } from '@confsys/domain';
import { typedDoc } from '../../../lib/documents';
import { defaultSettings } from '../../../theme/userSettings';
import { useApiData } from '../../../lib/useApiData';

export async function getSystemSettings(firestore: Firestore, uid: string): Promise<SettingsDoc> {
  const snapshot = await getDoc(typedDoc.settings(firestore, uid));
  return snapshot.data() ?? defaultSettings;
}

export function useSystemSettings(uid: string) {
  const firestore = useFirestore();
  const load = useCallback(() => getSystemSettings(firestore, uid), [firestore, uid]);
  return useApiData(load);
}
