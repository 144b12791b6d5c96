// POST /api/authors/papers/:paperId/cameraready: uploads the paper's camera-ready PDF and runs the
// publisher's checks (page count, page size, fonts embedded, Type 3 fonts, no security, JavaScript,
// attachments or forms, the final title and authors on the first page); answers each check with its
// result and pages.
import { Messages, checksPass, uploadRules } from '@confsys/domain';
import { badRequest, failedChecks } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { checkCameraReady } from '../../lib/pdf/publisherChecks';
import { checkCameraReadyOpen, loadAuthorsPaper, printedMetadata, proceedingsRef, readProceedingsSettings } from '../../lib/proceedings/records';
import { storePaths } from '../../lib/storePaths';
import { checkUpload, uploadReceipt } from '../../lib/uploads';
import { changeRecord } from '../../lib/proceedings/authorFiles';

export const uploadCameraReady = handles('uploadCameraReady', async ({ req, params, caller }) => {
  const receivedAt = Date.now();
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  const paperId = manuscript.paperId;
  await checkCameraReadyOpen(paperId, receivedAt);
  const { files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  if (!files.file) throw badRequest(Messages.pdfRequired, { file: Messages.pdfRequired });
  const upload = checkUpload(files.file, 'manuscript');
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
});
