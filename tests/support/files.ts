// Real file bytes for upload tests: a PDF made with pdf-lib, a PNG, and text that only pretends.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function pdfBytes(text = 'A manuscript about computing.', metadataAuthor?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  if (metadataAuthor) doc.setAuthor(metadataAuthor);
  return doc.save();
}

/** A 1x1 transparent PNG. */
export const pngBytes = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

export const fakePdfBytes = new TextEncoder().encode('This is plain text with a .pdf name, not a PDF.');

/** The text runs of each page of a PDF as a reader would see them, joined by spaces. */
async function pageRuns(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/** The text of each page of a PDF, every run of white space as one space (a line break is a space). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pageRuns(bytes)).map((text) => text.replace(/\s+/g, ' '));
}

/** Extracts the text of every page of a PDF, as a reader would see it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pageRuns(bytes)).join('\n');
}

export function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
}
