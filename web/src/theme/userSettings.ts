// settings/{uid}: the signed-in user's own system settings (notifications, theme). The one place that
// names the document for the SPA: the theme follows it, the admin Settings screen reads and writes it.
// The rules accept exactly the keys { notifications, theme }, so the converter writes nothing else.
import { doc, type DocumentReference, type Firestore, type FirestoreDataConverter, type WithFieldValue } from 'firebase/firestore';
import { Collections, type SettingsDoc } from '@confsys/domain';
import { defaultThemeMode, parseThemeMode } from './themeMode';

export const defaultSettings: SettingsDoc = { notifications: 'enabled', theme: defaultThemeMode };

/** A stored settings document (untrusted) as settings, the defaults standing in for missing values. */
export function toSettings(data: unknown): SettingsDoc {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const notifications = record.notifications === 'enabled' || record.notifications === 'disabled' ? record.notifications : defaultSettings.notifications;
  return { notifications, theme: parseThemeMode(record.theme) ?? defaultSettings.theme };
}

const settingsConverter: FirestoreDataConverter<SettingsDoc, SettingsDoc> = {
  toFirestore: (settings: WithFieldValue<SettingsDoc>) => ({ notifications: settings.notifications, theme: settings.theme }),
  fromFirestore: (snapshot, options) => toSettings(snapshot.data(options)),
};

export function settingsDocRef(firestore: Firestore, uid: string): DocumentReference<SettingsDoc, SettingsDoc> {
  return doc(firestore, Collections.settings, uid).withConverter(settingsConverter);
}
