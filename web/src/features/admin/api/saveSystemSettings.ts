// settings/{uid}: saves the signed-in user's own settings. The rules accept exactly the key { theme }
// with its allowed values; the converter writes only that.
import { setDoc, type Firestore } from 'firebase/firestore';
import type { SettingsDoc } from '@confsys/domain';
import { typedDoc } from '../../../lib/documents';

export function saveSystemSettings(firestore: Firestore, uid: string, settings: SettingsDoc): Promise<void> {
  return setDoc(typedDoc.settings(firestore, uid), settings);
}
