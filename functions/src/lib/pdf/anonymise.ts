// Double-blind review: removes the author fields a word processor writes into a PDF (the Info
// dictionary's Author and the XMP metadata stream) before the manuscript reaches a reviewer.
import { PDFDocument, PDFName } from 'pdf-lib';
import { badRequest } from '../errors';

const unreadable = () => badRequest('The PDF could not be read. Export it again from your editor and retry.');

export async function anonymisePdf(bytes: Uint8Array): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw unreadable();
  }
  if (doc.isEncrypted) throw badRequest('The PDF is password-protected. Upload an unprotected PDF.');
  try {
    doc.setAuthor('');
    doc.catalog.delete(PDFName.of('Metadata'));
    return await doc.save({ useObjectStreams: false });
  } catch {
    // pdf-lib loads leniently: bytes that only start like a PDF can load without a document catalog.
    throw unreadable();
  }
}
