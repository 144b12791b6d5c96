// Double-blind review: removes the author fields a word processor writes into a PDF (the Info
// dictionary's Author and the XMP metadata stream) before the manuscript reaches a reviewer.
import { PDFDocument, PDFName } from 'pdf-lib';
import { badRequest } from '../errors';

export async function anonymisePdf(bytes: Uint8Array): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw badRequest('The PDF could not be read. Export it again from your editor and retry.');
  }
  if (doc.isEncrypted) throw badRequest('The PDF is password-protected. Upload an unprotected PDF.');
  doc.setAuthor('');
  doc.catalog.delete(PDFName.of('Metadata'));
  return doc.save({ useObjectStreams: false });
}
