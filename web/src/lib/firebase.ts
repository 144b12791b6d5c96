// Firebase for the signed-in areas. Loaded lazily: public pages never download the SDK.
// Emulator wiring is switched on only by the explicit build flag VITE_USE_EMULATORS (web/.env.emulator).
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './firebaseApp';

const env = import.meta.env;

export { firebaseApp };
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
export const firestore = getFirestore(firebaseApp);

if (env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
  connectFirestoreEmulator(firestore, env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
