// Downloads the registration receipt PDF from the pdfPath the registration answered (a capability URL:
// no token is sent) under the edition's receipt file name.
import { builtEdition, receiptFileNameOf } from '@confsys/domain';
import { downloadBlob, fetchFile } from '../../lib/files';

export async function downloadRegistrationReceipt(pdfPath: string): Promise<void> {
  const blob = await fetchFile(pdfPath, { withToken: false });
  downloadBlob(blob, receiptFileNameOf(builtEdition));
}
