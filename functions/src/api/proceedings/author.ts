// A paper's proceedings, for its authors. GET .../proceedings: the state the dashboard shows. POST
// .../cameraready: the final PDF, through the reading bounds and the publisher's checks (a failed check
// refuses it with every check; a warning does not). POST .../copyright: the signature for all the authors,
// kept as a signed PDF. PUT .../metadata: the final title, abstract, keywords and authors. Each only for an
// accepted paper, by one of its authors, until the camera-ready deadline or the paper's extension, judged by
// the moment the server received the request. A new file is stored under a fresh name and the record
// points at it only once written, so a refused or failed request leaves the paper as it was.
import { Messages, checksPass, splitKeywords, uploadRules, type ProceedingsDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { badRequest, failedChecks, forbidden, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { checkPaperId, isAdmin, loadManuscript, manuscriptRef } from '../../lib/papers';
import { copyrightFormPdf } from '../../lib/pdf/copyrightForm';
import { checkCameraReady } from '../../lib/pdf/publisherChecks';
import {
  cameraReadyDeadline,
  checkAuthorsPaper,
  checkCameraReadyOpen,
  copyrightVersion,
  emptyRecord,
  isPaperAuthor,
  loadAuthorsPaper,
  printedMetadata,
  proceedingsRef,
  readProceedingsSettings,
} from '../../lib/proceedings/records';
import { storePaths } from '../../lib/storePaths';
import { checkUpload, uploadReceipt } from '../../lib/uploads';
import { sendFile } from '../../lib/sendFile';
import type { Caller } from '../../lib/auth';

/**
 * Writes a change to the paper's record in a transaction that checks again that the caller is one of its
 * authors and the paper is accepted; removes the file the change replaced once it is written, or the new
 * file if the change failed.
 */
async function changeRecord(caller: Caller, paperId: string, change: (record: ProceedingsDoc, now: string) => { record: ProceedingsDoc; replaced: string | null }, newFile: string | null): Promise<void> {
  let replaced: string | null = null;
  try {
    await db.runTransaction(async (transaction) => {
      const [manuscript, stored] = await Promise.all([transaction.get(manuscriptRef(paperId)), transaction.get(proceedingsRef(paperId))]);
      checkAuthorsPaper(caller, manuscript.data()!);
      const now = new Date().toISOString();
      const result = change(stored.data() ?? emptyRecord(paperId, now), now);
      replaced = result.replaced;
      transaction.set(proceedingsRef(paperId), { ...result.record, updatedAt: now });
    });
  } catch (error) {
    if (newFile) await fileStore().remove(newFile).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== newFile) await fileStore().remove(replaced).catch(() => undefined);
}

export const authorProceedings = handles('authorProceedings', async ({ params, caller }) => {
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  const paperId = manuscript.paperId;
  const [settings, record, window] = await Promise.all([readProceedingsSettings(), proceedingsRef(paperId).get(), cameraReadyDeadline(paperId)]);
  const kept = record.data() ?? null;
  const version = copyrightVersion(settings.copyrightText);
  const metadata = printedMetadata(manuscript, kept);
  const signed = kept?.copyright ?? null;
  return {
    paperId,
    deadline: window.deadline,
    open: window.open(Date.now()),
    timeZone: window.timeZone,
    minPages: settings.minPages,
    maxPages: settings.maxPages,
    pageSize: settings.pageSize,
    cameraReady: kept?.cameraReady ? { receivedAt: kept.cameraReady.receivedAt, pages: kept.cameraReady.pages, bytes: kept.cameraReady.bytes, checks: kept.cameraReady.checks } : null,
    copyright: {
      text: settings.copyrightText,
      version,
      isbn: settings.isbn,
      signed: signed && signed.textVersion === version ? { signature: signed.signature, role: signed.role, signedAt: signed.signedAt, textVersion: signed.textVersion } : null,
      outdated: signed !== null && signed.textVersion !== version,
    },
    metadata: { ...metadata, keywords: metadata.keywords.join(', ') },
    metadataConfirmedAt: kept?.metadata?.confirmedAt ?? null,
  };
});

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

export const signCopyright = handles('signCopyright', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  const paperId = manuscript.paperId;
  await checkCameraReadyOpen(paperId, receivedAt);
  const [settings, kept, window] = await Promise.all([readProceedingsSettings(), proceedingsRef(paperId).get(), cameraReadyDeadline(paperId)]);
  const metadata = printedMetadata(manuscript, kept.data() ?? null);
  const signature = {
    signature: body.signature,
    role: body.role,
    signedAt: new Date(receivedAt).toISOString(),
    signedBy: caller.uid,
    signerEmail: caller.email,
    textVersion: copyrightVersion(settings.copyrightText),
    title: metadata.title,
  };
  const bytes = await copyrightFormPdf({ paperId, authors: metadata.authors.map((author) => author.name), text: settings.copyrightText, isbn: settings.isbn, timeZone: window.timeZone }, signature);
  const storePath = storePaths.newCopyright(paperId);
  await fileStore().save(storePath, bytes, 'application/pdf');
  await changeRecord(caller, paperId, (record) => ({ record: { ...record, copyright: { ...signature, storePath } }, replaced: record.copyright?.storePath ?? null }), storePath);
  return { message: Messages.copyrightSigned(paperId) };
});

export const saveFinalMetadata = handles('saveFinalMetadata', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const paperId = (await loadAuthorsPaper(caller, params.paperId ?? '')).paperId;
  await checkCameraReadyOpen(paperId, receivedAt);
  const metadata = {
    title: body.title,
    abstract: body.abstract,
    keywords: splitKeywords(body.keywords),
    authors: body.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country, email: author.email.toLowerCase(), ...(author.orcid ? { orcid: author.orcid } : {}) })),
    confirmedAt: new Date(receivedAt).toISOString(),
    confirmedBy: caller.uid,
  };
  await changeRecord(caller, paperId, (record) => ({ record: { ...record, metadata }, replaced: null }), null);
  return { message: Messages.metadataConfirmed(paperId) };
});

/** A paper's kept file, for its authors and the admins. */
async function keptFile(caller: Caller, paperIdParam: string, which: 'cameraReady' | 'copyright') {
  const paperId = checkPaperId(paperIdParam);
  const manuscript = await loadManuscript(paperId);
  if (!isAdmin(caller) && !isPaperAuthor(caller, manuscript)) throw forbidden(Messages.notAnAuthorOfPaper);
  const record = (await proceedingsRef(paperId).get()).data();
  const storePath = which === 'cameraReady' ? record?.cameraReady?.storePath : record?.copyright?.storePath;
  const file = storePath ? await fileStore().read(storePath) : null;
  if (!file) throw notFound(which === 'cameraReady' ? Messages.noCameraReady : Messages.copyrightNotSigned);
  return { paperId, file };
}

export const cameraReadyFile = handles('cameraReadyFile', async ({ params, res, caller }) => {
  const { paperId, file } = await keptFile(caller, params.paperId ?? '', 'cameraReady');
  sendFile(res, file, `${paperId}.pdf`, 'inline');
});

export const copyrightFile = handles('copyrightFile', async ({ params, res, caller }) => {
  const { paperId, file } = await keptFile(caller, params.paperId ?? '', 'copyright');
  sendFile(res, file, `${paperId}-copyright.pdf`, 'inline');
});
