// POST /api/authors/papers/:paperId/copyright: signs the copyright form for all the paper's authors: the
// full name typed as the signature and the signer's role; keeps a signed PDF of the form with the date,
// time and the text's version.
import { Messages } from '@confsys/domain';
import { fileStore } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { copyrightFormPdf } from '../../lib/pdf/copyrightForm';
import { cameraReadyDeadline, checkCameraReadyOpen, copyrightVersion, loadAuthorsPaper, printedMetadata, proceedingsRef, readProceedingsSettings } from '../../lib/proceedings/records';
import { storePaths } from '../../lib/storePaths';
import { changeRecord } from '../../lib/proceedings/authorFiles';
import { readIdentity } from '../../lib/conference/identity';

export const signCopyright = handles('signCopyright', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  const paperId = manuscript.paperId;
  await checkCameraReadyOpen(paperId, receivedAt);
  const [settings, kept, window, identity] = await Promise.all([readProceedingsSettings(), proceedingsRef(paperId).get(), cameraReadyDeadline(paperId), readIdentity()]);
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
  const bytes = await copyrightFormPdf({ paperId, authors: metadata.authors.map((author) => author.name), text: settings.copyrightText, isbn: settings.isbn, timeZone: window.timeZone, identity }, signature);
  const storePath = storePaths.newCopyright(paperId);
  await fileStore().save(storePath, bytes, 'application/pdf');
  await changeRecord(caller, paperId, (record) => ({ record: { ...record, copyright: { ...signature, storePath } }, replaced: record.copyright?.storePath ?? null }), storePath);
  return { message: Messages.copyrightSigned(paperId) };
});
