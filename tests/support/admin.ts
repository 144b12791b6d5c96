// Direct access to the emulators' data for assertions about what was (or was not) written.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { projectId } from './emulator';

const app = getApps()[0] ?? initializeApp({ projectId });
export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** Every file currently in the local file store (the emulator suite's FILE_STORE_DIR), as store paths. */
export function storedFiles(): string[] {
  const root = process.env.FILE_STORE_DIR;
  if (!root || !existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (!entry.name.endsWith('.type')) found.push(path);
    }
  };
  walk(root, '');
  return found.sort();
}
