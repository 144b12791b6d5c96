// GET /api/certificates/{code}/pdf: the certificate as a PDF, for anyone holding its code; refused (410)
// once it is revoked.
import { handles } from '../../lib/http';
import { readCertificate, renderCertificate } from '../../lib/certificates/certificates';
import { sendFile } from '../../lib/sendFile';

export const certificatePdf = handles('certificatePdf', async ({ params, res }) => {
  const certificate = await readCertificate(params.code ?? '');
  const bytes = await renderCertificate(certificate);
  sendFile(res, { bytes: Buffer.from(bytes), contentType: 'application/pdf' }, `certificate-${certificate.code}.pdf`, 'inline');
});
