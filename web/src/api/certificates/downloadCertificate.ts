// GET /api/certificates/{code}/pdf: the certificate's PDF (the code is the capability: no token is sent),
// saved under a name that carries the code.
import { ApiPaths } from '@confsys/domain';
import { downloadBlob, fetchFile } from '../../lib/files';
import { usePlainAction } from '../../lib/plainAction';

export async function downloadCertificate(code: string): Promise<void> {
  downloadBlob(await fetchFile(ApiPaths.certificatePdf(code), { withToken: false }), `certificate-${code}.pdf`);
}

/** Downloading a certificate from a screen: the download, and why the last one failed (null once one succeeds). */
export function useCertificateDownload(): { download: (code: string) => void; failure: string | null } {
  const { run, failure } = usePlainAction();
  return { download: (code) => void run(() => downloadCertificate(code)), failure };
}
