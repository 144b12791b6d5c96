// settings/{uid}: the signed-in user's own settings (the theme, how they hear of discussions), read once for
// the Settings form and the reviewer's dashboard; a missing document gives the defaults. (The theme follows the same document live: theme/ThemeModeProvider.)
import { useQuery } from '@tanstack/react-query';
import { getDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { SettingsDoc } from '@confsys/domain';
import { typedDoc } from '../../lib/documents';
import { readOnEachOpen } from '../../lib/queryClient';
import { defaultSettings } from '../../theme/userSettings';

export async function getSystemSettings(firestore: Firestore, uid: string): Promise<SettingsDoc> {
  const snapshot = await getDoc(typedDoc.settings(firestore, uid));
  return snapshot.data() ?? defaultSettings;
}

export const systemSettingsKey = (uid: string) => ['admin', 'systemSettings', uid] as const;

export function useSystemSettings(uid: string) {
  const firestore = useFirestore();
  return useQuery({ queryKey: systemSettingsKey(uid), queryFn: () => getSystemSettings(firestore, uid), ...readOnEachOpen });
}
