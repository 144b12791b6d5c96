// Accepting a paper's camera-ready PDF: the publisher's checks (page count, page size, fonts embedded, Type
// 3 fonts, no security, JavaScript, attachments or forms, the final title and authors on the first page),
// then the file stored and the paper's proceedings record pointing at it.
import { Messages, checksPass, type AnswerOf, type Endpoints, type ManuscriptDoc } from '@confsys/domain';
import { badRequest, failedChecks } from '../errors';
import { fileStore } from '../fileStore';
import { checkCameraReady } from '../pdf/publisherChecks';
import { printedMetadata, proceedingsRef, readProceedingsSettings } from './records';
import { storePaths } from '../storePaths';
import { checkUpload, uploadReceipt } from '../uploads';
import { changeRecord } from './authorFiles';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';

/** The upload as sent, for the caller's own paper while camera-ready uploads are open. */
export interface CameraReadyUpload {
  caller: Caller;
  manuscript: ManuscriptDoc;
  /** When the request arrived, by the server's clock (the receipt's time). */
  receivedAt: number;
  file: UploadedFile | undefined;
}

/** Checks and stores the camera-ready PDF, and answers each check with its result and pages. */
export async function acceptCameraReady({ caller, manuscript, receivedAt, file }: CameraReadyUpload): Promise<AnswerOf<(typeof Endpoints)['uploadCameraReady']>> {
  const paperId = manuscript.paperId;
  if (!file) throw badRequest(Messages.pdfRequired, { file: Messages.pdfRequired });
  const upload = checkUpload(file, 'manuscript');
  const [settings, kept] = await Promise.all([readProceedingsSettings(), proceedingsRef(paperId).get()]);
  const metadata = printedMetadata(manuscript, kept.data() ?? null);
  const { checks, pages } = await checkCameraReady(upload.bytes, { ...settings, title: metadata.title, authorNames: metadata.authors.map((author) => author.name) });
  if (!checksPass(checks)) throw failedChecks(Messages.cameraReadyRefused, checks);

  const storePath = storePaths.newCameraReady(paperId);
  await fileStore().save(storePath, upload.bytes, 'application/pdf');
  const receipt = uploadReceipt(receivedAt, `${paperId}.pdf`, upload.bytes);
  await changeRecord(
    caller,
    paperId,
    (record) => ({
      record: { ...record, cameraReady: { storePath, receivedAt: receipt.receivedAt, bytes: receipt.bytes, sha256: receipt.sha256, pages, checks, uploadedBy: caller.uid } },
      replaced: record.cameraReady?.storePath ?? null,
    }),
    storePath,
  );
  const warned = checks.some((check) => !check.ok);
  return { accepted: true, checks, message: warned ? Messages.cameraReadyWarnings(paperId) : Messages.cameraReadyAccepted(paperId) };
}
