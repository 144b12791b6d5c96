// GET /api/certificates/{code}/pdf: the certificate's PDF (the code is the capability: no token is sent),
// saved under a name that carries the code.
import { ApiPaths } from '@confsys/domain';
import { downloadBlob, fetchFile } from '../../lib/files';

export async function downloadCertificate(code: string): Promise<void> {
  downloadBlob(await fetchFile(ApiPaths.certificatePdf(code), { withToken: false }), `certificate-${code}.pdf`);
}
