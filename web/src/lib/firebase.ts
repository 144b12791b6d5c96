// Firebase for the signed-in areas. Loaded lazily: public pages never download the SDK.
// Emulator wiring is switched on only by the explicit build flag VITE_USE_EMULATORS (web/.env.emulator).
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

const env = import.meta.env;

async function loadConfig(): Promise<FirebaseOptions> {
  if (env.VITE_FIREBASE_API_KEY) {
    return { apiKey: env.VITE_FIREBASE_API_KEY, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN, projectId: env.VITE_FIREBASE_PROJECT_ID };
  }
  // A deployed site gets its project's web configuration from Firebase Hosting.
  const response = await fetch('/__/firebase/init.json');
  return (await response.json()) as FirebaseOptions;
}

export const firebaseApp = initializeApp(await loadConfig());
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
export const firestore = getFirestore(firebaseApp);

if (env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
  connectFirestoreEmulator(firestore, env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
