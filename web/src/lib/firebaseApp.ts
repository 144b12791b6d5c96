// The Firebase app alone: what the signed-in areas (lib/firebase.ts) and App Check (lib/appCheck.ts) share.
// Loaded lazily, like them: public pages never download the SDK.
import { initializeApp, type FirebaseOptions } from 'firebase/app';

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
