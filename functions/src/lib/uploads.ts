// Checks an uploaded file against what its upload accepts, by its bytes rather than its name, and writes
// the receipt of what was stored.
import { createHash } from 'node:crypto';
import { Messages, contentTypes, sniffFileType, uploadRules, type FileType, type UploadKind, type UploadReceipt } from '@confsys/domain';
import { badRequest } from './errors';
import { checkPdfCost } from './pdf/limits';
import type { UploadedFile } from './multipart';

const typeMessages: Record<UploadKind, string> = {
  manuscript: Messages.notAPdf,
  receipt: Messages.receiptType,
  profile: Messages.profileType,
};

export interface CheckedUpload {
  type: FileType;
  contentType: string;
  bytes: Buffer;
}

export function checkUpload(file: UploadedFile, kind: UploadKind): CheckedUpload {
  if (file.bytes.length === 0) throw badRequest(Messages.emptyFile);
  const type = sniffFileType(file.bytes);
  const allowed: readonly FileType[] = uploadRules[kind].types;
  if (!type || !allowed.includes(type)) throw badRequest(typeMessages[kind]);
  // A .docx is a ZIP; other ZIP files (or an .xlsx) are not Word documents.
  if (type === 'docx' && !file.bytes.includes('word/')) throw badRequest(typeMessages[kind]);
  // A PDF receipt or profile opens in an admin's browser: the same bound on what it inflates to as a
  // manuscript, which loadManuscriptPdf checks as it reads it.
  if (type === 'pdf' && kind !== 'manuscript') checkPdfCost(file.bytes);
  return { type, contentType: contentTypes[type], bytes: file.bytes };
}

/** The receipt of a stored file: when it arrived (the server's clock), the name it is stored under, its size and SHA-256. */
export function uploadReceipt(receivedAt: number, fileName: string, bytes: Uint8Array): UploadReceipt {
  return { receivedAt: new Date(receivedAt).toISOString(), fileName, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
