// The Admin SDK, initialised once for every endpoint and trigger.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logReadsTo } from './readLog';
import { logWritesTo } from './writeLog';

const app = getApps()[0] ?? initializeApp();

if (process.env.WRITE_LOG_FILE) logWritesTo(process.env.WRITE_LOG_FILE);
if (process.env.READ_LOG_FILE) logReadsTo(process.env.READ_LOG_FILE);

export const db = getFirestore(app);
export const auth = getAuth(app);

/** True inside the local emulator suite, where seeding and demo data are allowed. */
export const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
