// A paper's proceedings record as its authors change it: a change written with the record, and the file
// kept until the record points at its successor.
import { Messages, type ProceedingsDoc } from '@confsys/domain';
import { db } from '../admin';
import { forbidden, notFound } from '../errors';
import { fileStore } from '../fileStore';
import { checkPaperId, isAdmin, loadManuscript, manuscriptRef } from '../papers';
import { checkAuthorsPaper, emptyRecord, isPaperAuthor, proceedingsRef } from './records';
import { volumeChanged } from '../volumeChanges';
import { manuscriptFileChanged } from '../similarityChanges';
import type { Caller } from '../auth';

/**
 * Writes a change to the paper's record in a transaction that checks again that the caller is one of its
 * authors and the paper is accepted; removes the file the change replaced once it is written, or the new
 * file if the change failed.
 */
export async function changeRecord(caller: Caller, paperId: string, change: (record: ProceedingsDoc, now: string) => { record: ProceedingsDoc; replaced: string | null }, newFile: string | null): Promise<void> {
  let replaced: string | null = null;
  try {
    await db.runTransaction(async (transaction) => {
      const [manuscript, stored] = await Promise.all([transaction.get(manuscriptRef(paperId)), transaction.get(proceedingsRef(paperId))]);
      checkAuthorsPaper(caller, manuscript.data()!);
      const now = new Date().toISOString();
      const result = change(stored.data() ?? emptyRecord(paperId, now), now);
      replaced = result.replaced;
      transaction.set(proceedingsRef(paperId), { ...result.record, updatedAt: now });
      volumeChanged(transaction, paperId);
      // A new camera-ready file is signed and checked again: the published text is what must be original.
      if (newFile !== null && result.record.cameraReady?.storePath === newFile) manuscriptFileChanged(transaction, paperId, newFile, 'cameraReady');
    });
  } catch (error) {
    if (newFile) await fileStore().remove(newFile).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== newFile) await fileStore().remove(replaced).catch(() => undefined);
}

/** A paper's kept file, for its authors and the admins. */
export async function keptFile(caller: Caller, paperIdParam: string, which: 'cameraReady' | 'copyright') {
  const paperId = checkPaperId(paperIdParam);
  const manuscript = await loadManuscript(paperId);
  if (!isAdmin(caller) && !isPaperAuthor(caller, manuscript)) throw forbidden(Messages.notAnAuthorOfPaper);
  const record = (await proceedingsRef(paperId).get()).data();
  const storePath = which === 'cameraReady' ? record?.cameraReady?.storePath : record?.copyright?.storePath;
  const file = storePath ? await fileStore().read(storePath) : null;
  if (!file) throw notFound(which === 'cameraReady' ? Messages.noCameraReady : Messages.copyrightNotSigned);
  return { paperId, file };
}
