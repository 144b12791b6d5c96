// The multipart body of a manuscript upload (submission, and the check before it): the author list as the
// form sends it, and the PDF, read within bounds and with its reviewer's copy built.
import { Messages, manuscriptAuthorFields, text, type AuthorDetails } from '@confsys/domain';
import type { PDFDocument } from 'pdf-lib';
import { badRequest } from '../errors';
import type { UploadedFile } from '../multipart';
import { loadManuscriptPdf } from '../pdf/manuscriptPdf';
import { checkUpload } from '../uploads';

/** The `authorsDetails` field: a JSON list (its entries are checked by the shared validation). */
export function parseAuthorList(raw: string | undefined): unknown[] {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    if (Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw badRequest('authorsDetails must be a JSON list of author objects.', { authors: Messages.minAuthors });
}

/** Keeps exactly the author fields the form has, trimmed; the email in lower case. */
export function cleanAuthor(value: unknown): AuthorDetails {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const entries = Object.keys(manuscriptAuthorFields).map((field) => [field, text(record[field]).trim()]);
  const author = Object.fromEntries(entries) as unknown as AuthorDetails;
  return { ...author, email: author.email.toLowerCase() };
}

export interface ManuscriptFile {
  bytes: Buffer;
  pdf: PDFDocument;
}

/** The uploaded manuscript: present, a PDF by its bytes, readable within bounds, 1 to 100 pages. */
export async function readManuscriptFile(file: UploadedFile | undefined): Promise<ManuscriptFile> {
  if (!file) throw badRequest(Messages.pdfRequired, { file: Messages.pdfRequired });
  const upload = checkUpload(file, 'manuscript');
  return { bytes: upload.bytes, pdf: await loadManuscriptPdf(upload.bytes) };
}
