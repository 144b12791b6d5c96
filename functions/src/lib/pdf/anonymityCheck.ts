// Does a manuscript's own text name its authors? Reads each page's text with a real PDF text extractor
// (pdf.js) and looks for every listed author's name, email and organisation, so the author can be warned
// before submitting a paper that would tell reviewers who wrote it. Matching ignores case, accents,
// punctuation and line breaks. Call only on bytes that passed checkPdfCost (limits.ts).
import { identitiesIn, type AuthorDetails, type IdentityFinding } from '@confsys/domain';

/** The findings of one page's text, in author order, once per (kind, text). */
export function findingsOnPage(pageText: string, page: number, authors: readonly AuthorDetails[]): IdentityFinding[] {
  return identitiesIn(pageText, authors).map((finding) => ({ page, ...finding }));
}

/** Every place the PDF's text names one of the authors, page by page (pages count from 1). */
export async function findAuthorIdentity(bytes: Uint8Array, authors: readonly AuthorDetails[]): Promise<IdentityFinding[]> {
  const findings: IdentityFinding[] = [];
  await eachPageText(bytes, Number.POSITIVE_INFINITY, (text, number) => findings.push(...findingsOnPage(text, number, authors)));
  return findings;
}

/** The text of a PDF's first pages, joined (a reviewer's profile, which the assignment reads), at most `maxCharacters`. */
export async function pdfText(bytes: Uint8Array, maxPages: number, maxCharacters: number): Promise<string> {
  const pages: string[] = [];
  await eachPageText(bytes, maxPages, (text) => pages.push(text));
  return pages.join('\n').replace(/\s+/g, ' ').trim().slice(0, maxCharacters);
}

/** The text of each page in order, its line breaks kept, up to `maxPages` pages (the similarity check's signature). */
export async function pdfPageTexts(bytes: Uint8Array, maxPages: number): Promise<string[]> {
  const pages: string[] = [];
  await eachPageText(bytes, maxPages, (text) => pages.push(text));
  return pages;
}

/** Reads the text of each page in order, up to `maxPages`, with pdf.js (text only: no font is loaded). */
async function eachPageText(bytes: Uint8Array, maxPages: number, onPage: (text: string, number: number) => void): Promise<void> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // Text only: no fonts are loaded into a page.
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      onPage(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(' '), number);
      page.cleanup();
    }
  } finally {
    await task.destroy();
  }
}
