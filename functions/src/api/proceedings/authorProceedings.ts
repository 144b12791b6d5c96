// GET /api/authors/papers/:paperId/proceedings: a paper's proceedings as its authors see them: the
// camera-ready file and its checks, the copyright text with its version and the signature in force, the
// metadata (as confirmed, or as submitted until it is), the page limits and size, and until when all this
// is taken.
import { handles } from '../../lib/http';
import { cameraReadyDeadline, copyrightVersion, loadAuthorsPaper, printedMetadata, proceedingsRef, readProceedingsSettings } from '../../lib/proceedings/records';

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
