// The one file store: manuscripts, receipts, profiles and generated PDFs. Cloud Storage in production
// (and wherever the Storage emulator runs); a local directory in the emulator suite without it.
import { link, mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { bucketFor } from './recovery';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  save(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores the file unless one is stored at the path already (a retained file is never replaced); answers whether it stored it. */
  create(path: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /** The file, or null when nothing is stored at the path. */
  read(path: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(path: string): Promise<void>;
  /** Whether a file is stored at the path (without reading it). */
  exists(path: string): Promise<boolean>;
}

/** Store paths are built by the server from validated IDs; this refuses anything else. */
export function assertStorePath(path: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127})+$/.test(path) || path.includes('..')) {
    throw new Error(`Refusing file store path ${JSON.stringify(path)}`);
  }
}

class CloudStorageStore implements FileStore {
  /** The project's default bucket, or the retained bucket for the path (tax invoices, lib/recovery.ts). */
  private bucket(path: string) {
    return getStorage().bucket(bucketFor(path, process.env.GCLOUD_PROJECT ?? ''));
  }

  async save(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorePath(path);
    await this.bucket(path).file(path).save(Buffer.from(bytes), { contentType, resumable: false });
  }

  async create(path: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    assertStorePath(path);
    try {
      // Generation 0: only if no object exists at the path, decided by Cloud Storage itself.
      await this.bucket(path).file(path).save(Buffer.from(bytes), { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 412) return false;
      throw error;
    }
  }

  async read(path: string): Promise<StoredFile | null> {
    assertStorePath(path);
    const file = this.bucket(path).file(path);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    assertStorePath(path);
    await this.bucket(path).file(path).delete({ ignoreNotFound: true });
  }

  async exists(path: string): Promise<boolean> {
    assertStorePath(path);
    const [found] = await this.bucket(path).file(path).exists();
    return found;
  }
}

/**
 * Makes a directory and its parents. Two requests storing their first files at once may both create the
 * same directory: Node's recursive mkdir then answers EEXIST to one of them, which is no failure when
 * what exists is a directory.
 */
async function makeDirectory(path: string): Promise<void> {
  try {
    await mkdir(path, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !(await stat(path)).isDirectory()) throw error;
  }
}

/** Files under a directory, with the content type in a sidecar file. Writes are atomic (rename). */
class LocalDirectoryStore implements FileStore {
  constructor(private readonly root: string) {}

  private locate(path: string): string {
    assertStorePath(path);
    const full = resolve(this.root, ...path.split('/'));
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error(`Path escapes the store: ${path}`);
    return full;
  }

  /** Writes the bytes beside the file's place and its content type; answers the place and the written copy. */
  private async stage(path: string, bytes: Uint8Array, contentType: string): Promise<{ full: string; temporary: string }> {
    const full = this.locate(path);
    await makeDirectory(dirname(full));
    const temporary = `${full}.${randomUUID()}.partial`;
    await writeFile(temporary, bytes);
    await writeFile(`${full}.type`, contentType);
    return { full, temporary };
  }

  async save(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { full, temporary } = await this.stage(path, bytes, contentType);
    await rename(temporary, full);
  }

  async create(path: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const { full, temporary } = await this.stage(path, bytes, contentType);
    try {
      // A hard link to a name that exists fails: the first file stored stays.
      await link(temporary, full);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async read(path: string): Promise<StoredFile | null> {
    const full = this.locate(path);
    try {
      const [bytes, contentType] = await Promise.all([readFile(full), readFile(`${full}.type`, 'utf8').catch(() => 'application/octet-stream')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    const full = this.locate(path);
    await Promise.all([rm(full, { force: true }), rm(`${full}.type`, { force: true })]);
  }

  async exists(path: string): Promise<boolean> {
    return stat(this.locate(path)).then(
      (found) => found.isFile(),
      () => false,
    );
  }
}

function chooseStore(): FileStore {
  const directory = process.env.FILE_STORE_DIR;
  if (directory) return new LocalDirectoryStore(directory);
  const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
  if (inEmulator && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    return new LocalDirectoryStore(join(tmpdir(), 'confsys-files'));
  }
  return new CloudStorageStore();
}

let store: FileStore | undefined;

export function fileStore(): FileStore {
  store ??= chooseStore();
  return store;
}
