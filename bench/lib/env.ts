// Points this process's Admin SDK at the emulator suite. Imported first by bench/run.ts, before any
// module that initialises firebase-admin.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { emulatorEnv, root } from '../../scripts/lib/emulators.mjs';

const env = emulatorEnv();
for (const name of ['GCLOUD_PROJECT', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'NO_UPDATE_NOTIFIER'] as const) {
  process.env[name] = env[name];
}

// Every process of the suite (the API, the triggers, this one) logs the writes it commits here, so the
// measurements can count writes per document (bench/lib/writeCounts.ts).
process.env.WRITE_LOG_FILE ??= join(root, 'bench/results/writes.log');
mkdirSync(dirname(process.env.WRITE_LOG_FILE), { recursive: true });
writeFileSync(process.env.WRITE_LOG_FILE, '');
