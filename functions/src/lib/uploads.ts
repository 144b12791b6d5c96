// Checks an uploaded file against what its upload accepts, by its bytes rather than its name.
import { Messages, contentTypes, sniffFileType, uploadRules, type FileType, type UploadKind } from '@confsys/domain';
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
