// A paper's two manuscript files: the author's original (for the author and the admins) and the
// reviewer's copy, rebuilt from the pages alone (pdf/manuscriptPdf.ts). Store paths are named here only.
import { fileStore, type StoredFile } from './fileStore';
import { buildReviewerCopy, loadManuscriptPdf } from './pdf/manuscriptPdf';
import { storePaths } from './storePaths';


/** Stores both files of a new paper; when either cannot be stored, neither stays. */
export async function saveManuscriptFiles(paperId: string, original: Uint8Array, reviewerCopy: Uint8Array): Promise<void> {
  try {
    await fileStore().save(storePaths.manuscript(paperId), original, 'application/pdf');
    await fileStore().save(storePaths.reviewerCopy(paperId), reviewerCopy, 'application/pdf');
  } catch (error) {
    await removeManuscriptFiles(paperId);
    throw error;
  }
}

export async function removeManuscriptFiles(paperId: string): Promise<void> {
  await Promise.all([storePaths.manuscript(paperId), storePaths.reviewerCopy(paperId)].map((path) => fileStore().remove(path).catch(() => undefined)));
}

/**
 * The reviewer's copy. A paper stored before reviewer copies existed has only its original: the copy is
 * built from it on first use and stored, so no reviewer ever receives the original.
 */
export async function readReviewerCopy(paperId: string): Promise<StoredFile | null> {
  const stored = await fileStore().read(storePaths.reviewerCopy(paperId));
  if (stored) return stored;
  const original = await fileStore().read(storePaths.manuscript(paperId));
  if (!original) return null;
  const bytes = Buffer.from(await buildReviewerCopy(await loadManuscriptPdf(original.bytes)));
  await fileStore().save(storePaths.reviewerCopy(paperId), bytes, 'application/pdf');
  return { bytes, contentType: 'application/pdf' };
}
