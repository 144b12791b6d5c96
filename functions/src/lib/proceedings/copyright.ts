// Signing the copyright form for all the paper's authors: the full name typed as the signature and the
// signer's role; a signed PDF of the form is kept with the date, time and the text's version.
import { Messages, type AnswerOf, type Endpoints, type JsonBodyOf, type ManuscriptDoc } from '@confsys/domain';
import { fileStore } from '../fileStore';
import { copyrightFormPdf } from '../pdf/copyrightForm';
import { cameraReadyDeadline, copyrightVersion, printedMetadata, proceedingsRef, readProceedingsSettings } from './records';
import { storePaths } from '../storePaths';
import { changeRecord } from './authorFiles';
import { readIdentity } from '../conference/identity';
import type { Caller } from '../auth';

/** The signature as sent, for the caller's own paper while camera-ready changes are open. */
export interface CopyrightSigning {
  caller: Caller;
  manuscript: ManuscriptDoc;
  /** When the request arrived, by the server's clock (the signature's time). */
  receivedAt: number;
  body: JsonBodyOf<(typeof Endpoints)['signCopyright']>;
}

/** Signs the form and keeps its PDF. */
export async function signCopyrightForm({ caller, manuscript, receivedAt, body }: CopyrightSigning): Promise<AnswerOf<(typeof Endpoints)['signCopyright']>> {
  const paperId = manuscript.paperId;
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
}
