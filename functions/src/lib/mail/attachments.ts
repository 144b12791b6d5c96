// The files a message attaches, by their path in the file store. A file that an area makes on demand
// (a payment's tax invoice, made from the payment when first sent) is made by the maker that area
// registers for its folder, so the sender reads files without knowing what they are.
import type { StoredFile } from '../fileStore';
import { fileStore } from '../fileStore';

export type AttachmentMaker = (path: string) => Promise<StoredFile | null>;

const makers = new Map<string, AttachmentMaker>();

/** Registers the maker of the files under `folder` (ending in "/"), made when a message first needs one. */
export function registerAttachmentMaker(folder: string, maker: AttachmentMaker): void {
  makers.set(folder, maker);
}

/** The stored file at `path`, or made now by its folder's maker; null when neither has it. */
export async function attachmentFile(path: string): Promise<StoredFile | null> {
  const stored = await fileStore().read(path);
  if (stored) return stored;
  const folder = [...makers.keys()].find((prefix) => path.startsWith(prefix));
  return folder ? ((await makers.get(folder)?.(path)) ?? null) : null;
}
