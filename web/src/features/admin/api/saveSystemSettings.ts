// settings/{uid}: saves the signed-in user's system settings. The rules accept exactly the keys
// { notifications, theme } with their allowed values; the converter writes only those.
import { setDoc, type Firestore } from 'firebase/firestore';
import type { SettingsDoc } from '@confsys/domain';
import { typedDoc } from '../../../lib/documents';

export function saveSystemSettings(firestore: Firestore, uid: string, settings: SettingsDoc): Promise<void> {
  return setDoc(typedDoc.settings(firestore, uid), settings);
}
