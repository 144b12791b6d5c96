// GET /api/admin/certificates: the current edition's certificates, newest first, a page at a time (the
// page cursor is the previous page's last code), by kind and by the holder's email; revoked ones too.
import { Messages, certificatePageSizes } from '@confsys/domain';
import { documents, readPage } from '../../lib/documents';
import { currentEdition } from '../../lib/editionScope';
import { badRequest } from '../../lib/errors';
import { handles } from '../../lib/http';
import { issuedCertificate } from '../../lib/certificates/certificates';

export const issuedCertificates = handles('issuedCertificates', async ({ query }) => {
  const pageSize = query.pageSize === undefined ? certificatePageSizes.default : Number(query.pageSize);
  if (pageSize > certificatePageSizes.max) throw badRequest(Messages.pageSizeRange, { pageSize: Messages.pageSizeRange });
  let certificates = documents.certificates.where('edition.id', '==', currentEdition().id);
  if (query.kind) certificates = certificates.where('kind', '==', query.kind);
  if (query.email) certificates = certificates.where('email', '==', query.email.trim().toLowerCase());
  const page = await readPage(certificates.orderBy('issuedAt', 'desc'), pageSize, query.page ? documents.certificates.doc(query.page) : null, Messages.certificateCursorUnknown);
  return { certificates: page.docs.map((doc) => issuedCertificate(doc.data())), next: page.next };
});
