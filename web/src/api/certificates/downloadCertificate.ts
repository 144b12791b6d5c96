// GET /api/certificates/{code}/pdf: the certificate's PDF (the code is the capability: no token is sent),
// saved under a name that carries the code.
import { useState } from 'react';
import { ApiPaths } from '@confsys/domain';
import { downloadBlob, fetchFile } from '../../lib/files';
import { refusalText } from '../../lib/failures';

export async function downloadCertificate(code: string): Promise<void> {
  downloadBlob(await fetchFile(ApiPaths.certificatePdf(code), { withToken: false }), `certificate-${code}.pdf`);
}

/** Downloading a certificate from a screen: the download, and why the last one failed (null once one succeeds). */
export function useCertificateDownload(): { download: (code: string) => void; failure: string | null } {
  const [failure, setFailure] = useState<string | null>(null);
  const download = (code: string) => void downloadCertificate(code).then(() => setFailure(null), (error: unknown) => setFailure(refusalText(error)));
  return { download, failure };
}
