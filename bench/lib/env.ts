// Points this process's Admin SDK at the emulator suite. Imported first by bench/run.ts, before any
// module that initialises firebase-admin.
import { emulatorEnv } from '../../scripts/lib/emulators.mjs';

const env = emulatorEnv();
for (const name of ['GCLOUD_PROJECT', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'NO_UPDATE_NOTIFIER'] as const) {
  process.env[name] = env[name];
}
