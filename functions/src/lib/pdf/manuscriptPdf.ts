// A submitted manuscript PDF: read within bounds (limits.ts), checked for its page count, and turned into
// the reviewer's copy. The author's original is kept for the author and the admins; reviewers get a new
// document that holds only the pages (their content, resources and boxes) and nothing that can name
// who wrote it: no Info dictionary, no XMP at any level, no annotations (comment authors, links,
// JavaScript, attached files), no outline, no trailer ID, and no metadata inside embedded JPEG images.
// pdf-lib writes every object its context holds, so what is no longer referenced is removed as well.
import { Messages, uploadRules } from '@confsys/domain';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { badRequest } from '../errors';
import { checkPdfCost } from './limits';

/** Reads a manuscript: within the parsing budget, not encrypted, with an allowed number of pages. */
export async function loadManuscriptPdf(bytes: Uint8Array): Promise<PDFDocument> {
  checkPdfCost(bytes);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw badRequest(Messages.pdfUnreadable);
  }
  if (doc.isEncrypted) throw badRequest(Messages.pdfEncrypted);
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    // pdf-lib loads leniently: bytes that only start like a PDF can load without a page tree.
    throw badRequest(Messages.pdfUnreadable);
  }
  const { minPages, maxPages } = uploadRules.manuscript;
  if (pages < minPages || pages > maxPages) throw badRequest(Messages.pdfPageCount(pages, minPages, maxPages));
  return doc;
}

/** What a page of the reviewer's copy keeps: what draws it, nothing about it. */
const pageKeys = new Set(['/Type', '/Parent', '/MediaBox', '/CropBox', '/BleedBox', '/TrimBox', '/ArtBox', '/Rotate', '/Resources', '/Contents', '/Group', '/UserUnit']);
/** Keys that carry data about a document rather than what it draws, removed wherever they appear. */
const privateKeys = ['/Metadata', '/PieceInfo', '/LastModified'].map((key) => PDFName.of(key.slice(1)));

/** Removes the private keys from a dictionary and every dictionary written inside it (not across references). */
function scrubDirect(object: PDFObject | undefined): void {
  if (object instanceof PDFDict) {
    for (const key of privateKeys) object.delete(key);
    for (const value of object.values()) scrubDirect(value);
  } else if (object instanceof PDFArray) {
    for (let index = 0; index < object.size(); index++) scrubDirect(object.get(index));
  } else if (object instanceof PDFStream) {
    scrubDirect(object.dict);
  }
}

/** Marker segments of a JPEG that hold metadata (EXIF, XMP, IPTC, comments) rather than the image. */
function isMetadataSegment(marker: number): boolean {
  const app = marker >= 0xe1 && marker <= 0xef && marker !== 0xee; // APP1-APP15 but APP14 (Adobe colour transform)
  return app || marker === 0xfe; // COM
}

/** A JPEG without its metadata segments; the image data itself is untouched. Returns the input if it is not a plain JPEG. */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return bytes;
    const marker = bytes[at + 1]!;
    if (marker === 0xda) {
      kept.push(bytes.subarray(at)); // start of scan: the rest is image data
      return new Uint8Array(Buffer.concat(kept)); // a buffer of its own, not a slice of Node's pool
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return bytes;
    if (!isMetadataSegment(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return bytes;
}

/** Strips metadata segments from every image stream that is JPEG data alone (DCTDecode and no other filter). */
function scrubJpegImages(context: PDFContext): void {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const only = filter instanceof PDFArray && filter.size() === 1 ? filter.get(0) : filter;
    if (only !== PDFName.of('DCTDecode')) continue;
    const stripped = stripJpegMetadata(object.contents);
    if (stripped !== object.contents) {
      const dict = object.dict.clone(context);
      dict.set(PDFName.of('Length'), context.obj(stripped.length));
      context.assign(ref, PDFRawStream.of(dict, stripped));
    }
  }
}

/** Deletes every indirect object that the document's root no longer reaches. */
function pruneUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (reached.has(object)) return;
      reached.add(object);
      visit(context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const value of object.values()) visit(value);
    } else if (object instanceof PDFArray) {
      for (let index = 0; index < object.size(); index++) visit(object.get(index));
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    }
  };
  visit(context.trailerInfo.Root);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
  }
}

/** The reviewer's copy of a manuscript: a new document holding only its pages. */
export async function buildReviewerCopy(source: PDFDocument): Promise<Uint8Array> {
  const copy = await PDFDocument.create({ updateMetadata: false });
  const pages = await copy.copyPages(source, source.getPageIndices());
  for (const page of pages) {
    for (const key of page.node.keys()) {
      if (!pageKeys.has(key.asString())) page.node.delete(key);
    }
    copy.addPage(page);
  }
  for (const [, object] of copy.context.enumerateIndirectObjects()) scrubDirect(object);
  scrubJpegImages(copy.context);
  pruneUnreachable(copy.context);
  return copy.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}
