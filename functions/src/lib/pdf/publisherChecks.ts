// The publisher's checks of a camera-ready PDF, as IEEE PDF eXpress and Springer run them: the page count
// within the conference's limits, one page size (A4 or US Letter), every font embedded (the 14 standard
// fonts too), Type 3 fonts as a warning, no security, JavaScript, attachments or forms, and the final
// title and authors' names on the first page. Each check answers with the pages it concerns. The file has
// passed the reading bounds (limits.ts) before any of this parses it.
import {
  Messages,
  firstPageMisses,
  pageSizePoints,
  pageSizeTolerance,
  type CameraReadyCheck,
  type CameraReadyCheckName,
  type PageSize,
} from '@confsys/domain';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject, type PDFPage } from 'pdf-lib';
import { badRequest } from '../errors';
import { pdfText } from './anonymityCheck';
import { checkPdfCost } from './limits';

export interface PublisherRules {
  minPages: number;
  maxPages: number;
  pageSize: PageSize;
  /** The final title and the authors' names in print order, which the first page must carry. */
  title: string;
  authorNames: readonly string[];
}

export interface CheckedCameraReady {
  checks: CameraReadyCheck[];
  pages: number;
}

const pageList = (pages: readonly number[]) => (pages.length > 12 ? `${pages.slice(0, 12).join(', ')} and ${pages.length - 12} more` : pages.join(', '));
const onPages = (pages: readonly number[]) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pageList(pages)}`);

function result(check: CameraReadyCheckName, failed: boolean, message: string, pages: number[] = [], severity: 'error' | 'warning' = 'error'): CameraReadyCheck {
  return { check, ok: !failed, severity, pages, message };
}

/** What a name, dictionary or reference resolves to. */
function resolve(doc: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? doc.context.lookup(object) : object;
}

function dictOf(doc: PDFDocument, object: PDFObject | undefined): PDFDict | undefined {
  const resolved = resolve(doc, object);
  if (resolved instanceof PDFDict) return resolved;
  if (resolved instanceof PDFStream) return resolved.dict;
  return undefined;
}

const name = (doc: PDFDocument, dict: PDFDict, key: string) => {
  const value = resolve(doc, dict.get(PDFName.of(key)));
  return value instanceof PDFName ? value.decodeText() : undefined;
};

/** A page's width and height as shown (MediaBox, or CropBox within it, turned by Rotate). */
function shownSize(page: PDFPage): { width: number; height: number } {
  const box = page.getCropBox();
  const turned = Math.abs(page.getRotation().angle) % 180 === 90;
  return turned ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
}

const fits = (size: { width: number; height: number }, wanted: { width: number; height: number }) =>
  Math.abs(size.width - wanted.width) <= pageSizeTolerance && Math.abs(size.height - wanted.height) <= pageSizeTolerance;

interface FontUse {
  embedded: boolean;
  type3: boolean;
  pages: Set<number>;
}

/** Whether a simple font or a composite font's descendant carries its font program. */
function isEmbedded(doc: PDFDocument, font: PDFDict): boolean {
  const subtype = name(doc, font, 'Subtype');
  if (subtype === 'Type0') {
    const descendants = resolve(doc, font.get(PDFName.of('DescendantFonts')));
    const first = descendants instanceof PDFArray ? dictOf(doc, descendants.get(0)) : undefined;
    return first !== undefined && isEmbedded(doc, first);
  }
  const descriptor = dictOf(doc, font.get(PDFName.of('FontDescriptor')));
  if (!descriptor) return false;
  return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => resolve(doc, descriptor.get(PDFName.of(key))) instanceof PDFStream);
}

/** Every font a page draws with, through its resources and the forms and Type 3 glyphs it uses, each resources dictionary once. */
function collectFonts(doc: PDFDocument, resources: PDFDict | undefined, page: number, fonts: Map<string, FontUse>, seen: Set<PDFDict>): void {
  if (!resources || seen.has(resources)) return;
  seen.add(resources);
  const fontDict = dictOf(doc, resources.get(PDFName.of('Font')));
  for (const [key, value] of fontDict?.entries() ?? []) {
    const font = dictOf(doc, value);
    if (!font) continue;
    const type3 = name(doc, font, 'Subtype') === 'Type3';
    const label = name(doc, font, 'BaseFont') ?? (type3 ? `Type 3 font ${key.decodeText()}` : key.decodeText());
    const use = fonts.get(label) ?? { embedded: true, type3: false, pages: new Set<number>() };
    use.type3 ||= type3;
    if (!type3 && !isEmbedded(doc, font)) use.embedded = false;
    use.pages.add(page);
    fonts.set(label, use);
    if (type3) collectFonts(doc, dictOf(doc, font.get(PDFName.of('Resources'))), page, fonts, seen);
  }
  const xobjects = dictOf(doc, resources.get(PDFName.of('XObject')));
  for (const [, value] of xobjects?.entries() ?? []) {
    const xobject = dictOf(doc, value);
    if (xobject && name(doc, xobject, 'Subtype') === 'Form') collectFonts(doc, dictOf(doc, xobject.get(PDFName.of('Resources'))), page, fonts, seen);
  }
}

/** What the file's objects hold that a publisher refuses: JavaScript, attached files, form fields (and the pages they are on). */
function activeContent(doc: PDFDocument): { javascript: Set<number>; attachments: Set<number>; forms: Set<number>; documentLevel: Set<'javascript' | 'attachments' | 'forms'> } {
  const pageOf = new Map<PDFDict, number>();
  doc.getPages().forEach((page, index) => {
    const annots = resolve(doc, page.node.get(PDFName.of('Annots')));
    if (annots instanceof PDFArray) for (let at = 0; at < annots.size(); at++) {
      const annot = dictOf(doc, annots.get(at));
      if (annot) pageOf.set(annot, index + 1);
    }
  });
  const found = { javascript: new Set<number>(), attachments: new Set<number>(), forms: new Set<number>(), documentLevel: new Set<'javascript' | 'attachments' | 'forms'>() };
  const mark = (kind: 'javascript' | 'attachments' | 'forms', dict: PDFDict) => {
    const page = pageOf.get(dict);
    if (page === undefined) found.documentLevel.add(kind);
    else found[kind].add(page);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    const subtype = name(doc, dict, 'Subtype');
    const action = dictOf(doc, dict.get(PDFName.of('A')));
    if (dict.has(PDFName.of('JS')) || name(doc, dict, 'S') === 'JavaScript' || (action && name(doc, action, 'S') === 'JavaScript')) mark('javascript', dict);
    if (subtype === 'FileAttachment' || dict.has(PDFName.of('EF')) || name(doc, dict, 'Type') === 'EmbeddedFile') mark('attachments', dict);
    if (subtype === 'Widget') mark('forms', dict);
  }
  const catalog = doc.catalog;
  const names = dictOf(doc, catalog.get(PDFName.of('Names')));
  if (names?.has(PDFName.of('JavaScript')) || catalog.has(PDFName.of('AA'))) found.documentLevel.add('javascript');
  if (names?.has(PDFName.of('EmbeddedFiles'))) found.documentLevel.add('attachments');
  const acroForm = dictOf(doc, catalog.get(PDFName.of('AcroForm')));
  const fields = acroForm ? resolve(doc, acroForm.get(PDFName.of('Fields'))) : undefined;
  if (fields instanceof PDFArray && fields.size() > 0) found.documentLevel.add('forms');
  return found;
}

const sorted = (pages: Iterable<number>) => [...pages].sort((a, b) => a - b);

/**
 * Runs every check on a camera-ready file. Refuses (400) only what cannot be read at all: a file beyond
 * the reading bounds, or not a PDF that pdf-lib can load with a page tree. Everything else is a check.
 */
export async function checkCameraReady(bytes: Uint8Array, rules: PublisherRules): Promise<CheckedCameraReady> {
  checkPdfCost(bytes);
  let doc: PDFDocument;
  let pages: PDFPage[];
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    pages = doc.getPages();
  } catch {
    throw badRequest(Messages.pdfUnreadable);
  }
  if (pages.length === 0) throw badRequest(Messages.pdfPageCount(0, rules.minPages, rules.maxPages));
  const checks: CameraReadyCheck[] = [];

  const count = pages.length;
  const countOk = count >= rules.minPages && count <= rules.maxPages;
  const limits = rules.minPages === rules.maxPages ? `${rules.maxPages}` : `${rules.minPages} to ${rules.maxPages}`;
  checks.push(result('pageCount', !countOk, countOk ? `${count} pages, within ${limits}.` : `The paper has ${count} pages; the proceedings take ${limits} pages.`));

  const wanted = pageSizePoints[rules.pageSize];
  const offSize = pages.flatMap((page, index) => (fits(shownSize(page), wanted) ? [] : [index + 1]));
  const first = shownSize(pages[0]!);
  const sizeText = (size: { width: number; height: number }) => `${Math.round((size.width / 72) * 25.4)} × ${Math.round((size.height / 72) * 25.4)} mm`;
  checks.push(
    result(
      'pageSize',
      offSize.length > 0,
      offSize.length === 0
        ? `Every page is ${wanted.label}.`
        : `Every page must be ${wanted.label}: ${onPages(offSize)} ${offSize.length === 1 ? 'is' : 'are'} not (${sizeText(shownSize(pages[offSize[0]! - 1]!))}${offSize[0] === 1 ? '' : `; page 1 is ${sizeText(first)}`}).`,
      offSize,
    ),
  );

  const fonts = new Map<string, FontUse>();
  pages.forEach((page, index) => collectFonts(doc, dictOf(doc, page.node.Resources()), index + 1, fonts, new Set()));
  const missing = [...fonts.entries()].filter(([, use]) => !use.type3 && !use.embedded);
  const missingPages = sorted(new Set(missing.flatMap(([, use]) => [...use.pages])));
  checks.push(
    result(
      'fontsEmbedded',
      missing.length > 0,
      missing.length === 0
        ? `All ${fonts.size} fonts are embedded.`
        : `Embed every font, the standard ones too: ${missing.map(([font, use]) => `${font} (${onPages(sorted(use.pages))})`).join('; ')} ${missing.length === 1 ? 'is' : 'are'} not embedded.`,
      missingPages,
    ),
  );
  const type3 = [...fonts.entries()].filter(([, use]) => use.type3);
  const type3Pages = sorted(new Set(type3.flatMap(([, use]) => [...use.pages])));
  checks.push(
    result(
      'type3Fonts',
      type3.length > 0,
      type3.length === 0 ? 'No Type 3 fonts.' : `Type 3 (bitmap) fonts on ${onPages(type3Pages)} print poorly; prefer outline fonts.`,
      type3Pages,
      'warning',
    ),
  );

  checks.push(result('security', doc.isEncrypted, doc.isEncrypted ? 'The file is encrypted or password-protected: save it without security.' : 'No security settings.'));
  const active = activeContent(doc);
  const activeCheck = (check: 'javascript' | 'attachments' | 'forms', what: string, clean: string) => {
    const onPagesFound = sorted(active[check]);
    const failed = onPagesFound.length > 0 || active.documentLevel.has(check);
    const where = onPagesFound.length > 0 ? ` (${onPages(onPagesFound)})` : '';
    checks.push(result(check, failed, failed ? `The file contains ${what}${where}: remove ${check === 'javascript' ? 'it' : 'them'}.` : clean, onPagesFound));
  };
  activeCheck('javascript', 'JavaScript', 'No JavaScript.');
  activeCheck('attachments', 'attached files', 'No attached files.');
  activeCheck('forms', 'form fields', 'No form fields.');

  // pdf.js reads the text; an encrypted file with an owner password only still opens.
  let text = '';
  try {
    text = await pdfText(bytes, 1, 100_000);
  } catch {
    // answered by the check below: no text is no title
  }
  const misses = firstPageMisses(text, rules.title, rules.authorNames);
  const firstPageFails = misses.title || misses.authors.length > 0;
  const problems = [...(misses.title ? [`the title "${rules.title}"`] : []), ...(misses.authors.length > 0 ? [`${misses.authors.length === 1 ? 'the author' : 'the authors'} ${misses.authors.join(', ')}`] : [])];
  checks.push(
    result(
      'firstPage',
      firstPageFails,
      firstPageFails ? `The first page must carry the final title and every author's name as confirmed in the metadata; it lacks ${problems.join(' and ')}.` : 'The first page carries the final title and every author.',
      firstPageFails ? [1] : [],
    ),
  );
  return { checks, pages: count };
}

