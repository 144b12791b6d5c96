// A paper's two manuscript files: the author's original (for the author and the admins) and the
// reviewer's copy, rebuilt from the pages alone (pdf/manuscriptPdf.ts). Store paths are named here only.
import type { PaperDoc } from '@confsys/domain';
import { fileStore, type StoredFile } from '../fileStore';
import { buildReviewerCopy, loadManuscriptPdf } from '../pdf/manuscriptPdf';
import { storePaths } from '../storePaths';


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
  await removeFiles({ original: storePaths.manuscript(paperId), reviewerCopy: storePaths.reviewerCopy(paperId) });
}

/** Where a paper's two files are: those an edit stored (paper.files), or the paper's first ones. */
export function manuscriptStore(paper: Pick<PaperDoc, 'paperId' | 'files'>): { original: string; reviewerCopy: string } {
  return paper.files ?? { original: storePaths.manuscript(paper.paperId), reviewerCopy: storePaths.reviewerCopy(paper.paperId) };
}

/**
 * Stores an edit's replacement files under fresh names, so the files the paper points at stay whole until
 * the edit is written; when either cannot be stored, neither stays.
 */
export async function saveReplacementFiles(paperId: string, original: Uint8Array, reviewerCopy: Uint8Array): Promise<{ original: string; reviewerCopy: string }> {
  const store = { original: storePaths.newManuscript(paperId), reviewerCopy: storePaths.newReviewerCopy(paperId) };
  try {
    await fileStore().save(store.original, original, 'application/pdf');
    await fileStore().save(store.reviewerCopy, reviewerCopy, 'application/pdf');
    return store;
  } catch (error) {
    await removeFiles(store);
    throw error;
  }
}

/** Removes stored files, ignoring those already gone (a clean-up after a failed or replaced write). */
export async function removeFiles(store: { original: string; reviewerCopy: string }): Promise<void> {
  await Promise.all([store.original, store.reviewerCopy].map((path) => fileStore().remove(path).catch(() => undefined)));
}

/**
 * The reviewer's copy. A paper stored before reviewer copies existed has only its original: the copy is
 * built from it on first use and stored, so no reviewer ever receives the original.
 */
export async function readReviewerCopy(paper: Pick<PaperDoc, 'paperId' | 'files'>): Promise<StoredFile | null> {
  const store = manuscriptStore(paper);
  const stored = await fileStore().read(store.reviewerCopy);
  if (stored) return stored;
  const original = await fileStore().read(store.original);
  if (!original) return null;
  const bytes = Buffer.from(await buildReviewerCopy(await loadManuscriptPdf(original.bytes)));
  await fileStore().save(store.reviewerCopy, bytes, 'application/pdf');
  return { bytes, contentType: 'application/pdf' };
}
