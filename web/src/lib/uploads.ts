// Early checks of a chosen file before it is sent: its name and size. The server checks the bytes.
import { extensionOf, formatBytes, Messages, uploadRules } from '@confsys/domain';

/** What the forms read of a chosen file (a File, or a plain object in tests). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/** "paper.pdf (2 MB)": the chosen file as the form shows it. */
export function fileSummary(file: ChosenFile): string {
  return `${file.name} (${file.size < 1024 ? `${file.size} bytes` : formatBytes(file.size)})`;
}

function sizeError(file: ChosenFile, maxBytes: number): string | undefined {
  if (file.size === 0) return Messages.emptyFile;
  if (file.size > maxBytes) return Messages.fileTooLarge(formatBytes(maxBytes));
  return undefined;
}

/** The manuscript: required, a .pdf file, within the size cap. */
export function manuscriptFileError(file: ChosenFile | null): string | undefined {
  if (!file) return Messages.pdfRequired;
  if (extensionOf(file.name) !== 'pdf') return Messages.notAPdf;
  return sizeError(file, uploadRules.manuscript.maxBytes);
}

const receiptExtensions: readonly string[] = [...uploadRules.receipt.types, 'jpeg'];

/** A payment receipt: any image or a PDF (by type or name), within the size cap. */
export function receiptFileError(file: ChosenFile): string | undefined {
  const typeOk = file.type.startsWith('image/') || file.type === 'application/pdf';
  if (!typeOk && !receiptExtensions.includes(extensionOf(file.name))) return Messages.receiptType;
  return sizeError(file, uploadRules.receipt.maxBytes);
}
